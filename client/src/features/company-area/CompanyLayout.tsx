import { Outlet } from 'react-router-dom';
import { ConsentBannerWhenOpen, SiteBrand, SiteFooter, SkipLink } from '../../ui/Layout';

/**
 * The company area's own frame: a header for removal companies (no homeowners' "Get quotes"), the signed-in
 * company's bar under it (CompanyShell), and the site's short footer for companies. Content keeps the page
 * margins at any width.
 */
export function CompanyLayout() {
  return (
    <>
      <ConsentBannerWhenOpen />
      <header className="site-header company-header">
        <SkipLink />
        <div className="container header-inner">
          <SiteBrand />
          <span className="company-area-tag">For removal companies</span>
        </div>
      </header>
      <div className="company-area">
        <Outlet />
      </div>
      <SiteFooter forCompanies />
    </>
  );
}
