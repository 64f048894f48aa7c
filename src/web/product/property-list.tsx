import type { Property } from '../../domain/catalog-schema';

// docs/shop/product-page.md#properties: the key is shown capitalised
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('de-DE') + text.slice(1);

export function PropertyList({ properties }: { properties: Property[] }) {
  if (properties.length === 0) return null;
  return (
    <div className="info-card">
      <h3 className="h6 text-uppercase info-card-title">Eigenschaften</h3>
      <dl className="property-list mb-0">
        {properties.map((property) => (
          <div key={`${property.key}:${property.value}`} className="property-row">
            <dt>{capitalise(property.key)}</dt>
            <dd>{property.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
