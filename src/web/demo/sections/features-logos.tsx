import brightfieldUrl from '../images/sa-logo-brightfield.svg';
import ferncroftUrl from '../images/sa-logo-ferncroft.svg';
import kestrelUrl from '../images/sa-logo-kestrel.svg';
import mosslaneUrl from '../images/sa-logo-mosslane.svg';
import orbitraUrl from '../images/sa-logo-orbitra.svg';
import quilloUrl from '../images/sa-logo-quillo.svg';
import sunvaleUrl from '../images/sa-logo-sunvale.svg';
import tidewellUrl from '../images/sa-logo-tidewell.svg';
import { SlideCarousel } from '../ui/slide-carousel';

const LOGOS = [
  { name: 'Ferncroft', url: ferncroftUrl },
  { name: 'Tidewell', url: tidewellUrl },
  { name: 'Quillo', url: quilloUrl },
  { name: 'Sunvale', url: sunvaleUrl },
  { name: 'Brightfield', url: brightfieldUrl },
  { name: 'Orbitra', url: orbitraUrl },
  { name: 'Kestrel', url: kestrelUrl },
  { name: 'Mosslane', url: mosslaneUrl },
];

/** The customers' marks, drifting past one at a time (docs/shop/demo-site.md#carousels). */
export function LogoStrip() {
  return (
    <SlideCarousel
      label="Companies that use the kit"
      className="demo-logos"
      align="start"
      autoplayMs={2500}
      slides={LOGOS.map((logo) => (
        <img key={logo.name} src={logo.url} width={210} height={60} alt={logo.name} />
      ))}
    />
  );
}
