import { useState } from 'react';
import { Button } from '@/components/ui/button';
import '../offline.css';

export const UPDATE_MESSAGES = { available: 'Nouvelle version disponible', reload: 'Recharger' } as const;

/** « Nouvelle version disponible · Recharger » (docs/offline.md, "New version"). */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const [isReloading, setIsReloading] = useState(false);
  return (
    <div className="update-prompt" role="status">
      <p className="update-prompt__text">{UPDATE_MESSAGES.available}</p>
      <Button
        size="sm"
        variant="accent"
        isLoading={isReloading}
        onClick={() => {
          setIsReloading(true);
          onReload();
        }}
      >
        {UPDATE_MESSAGES.reload}
      </Button>
    </div>
  );
}
