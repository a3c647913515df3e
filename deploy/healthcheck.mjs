// The container's health check (deploy/Dockerfile, docs/deploy.md): the instance's readiness,
// /api/ready, on its own port. Exit 0 when ready, 1 otherwise (503 while draining included).
const port = process.env.PORT ?? '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(3_000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
