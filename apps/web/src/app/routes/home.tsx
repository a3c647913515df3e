import { HomeFooter } from '@/features/home/components/home-footer';
import { HomeHeader } from '@/features/home/components/home-header';
import { HomeIntro } from '@/features/home/components/home-intro';
import { useDocumentTitle } from '@/lib/use-document-title';

function Home() {
  useDocumentTitle(null);
  return (
    <>
      <HomeHeader />
      <div className="container container--wide page">
        <HomeIntro />
      </div>
      <HomeFooter />
    </>
  );
}

export const Component = Home;
