import type { ProductDetail } from '../../domain/catalog-schema';
import { paths } from '../../domain/routes';
import { productJsonLd } from '../../domain/structured-data';
import { JsonLd, PageMeta } from '../seo/page-meta';
import { useShopConfig } from '../shop-config';
import { BackToShop } from './back-to-shop';
import { CourseBookingForm } from './course-booking-form';
import { CourseOverview } from './course-overview';
import { FoodInformation } from './food-information';
import { ImageCarousel } from './image-carousel';
import { MoreInformation } from './more-information';
import { ProductHeading } from './product-heading';
import { ProductPurchase } from './product-purchase';
import { RatingSection } from './rating-section';
import { RatingsList } from './ratings-list';
import { RelatedProducts } from './related-products';
import { WaitlistSignup } from './waitlist-signup';

export function ProductView({ product }: { product: ProductDetail }) {
  const { course } = product;
  const { origin } = useShopConfig();
  return (
    <article className="container product-page">
      <PageMeta
        title={product.title}
        description={product.shortDescription}
        path={paths.product(product.id)}
        image={product.images[0]?.url ?? null}
        type="product"
      />
      <JsonLd id={product.id} build={() => productJsonLd(product, origin)} />
      <BackToShop type={product.type} />
      <div className="row g-4 g-xl-5">
        <div className="col-md-6">
          <ImageCarousel images={product.images} title={product.title} />
        </div>
        <div className="col-md-6">
          <ProductHeading product={product} />
          {course ? (
            <>
              <CourseBookingForm productId={product.id} course={course} cap={product.maxPerOrder} />
              <WaitlistSignup course={course} />
            </>
          ) : (
            <ProductPurchase
              productId={product.id}
              stock={product.amountAvailable}
              cap={product.maxPerOrder}
            />
          )}
          {product.food && <FoodInformation food={product.food} netContent={product.netContent} />}
        </div>
      </div>
      <MoreInformation product={product} />
      {course && <CourseOverview course={course} />}
      <RatingSection productId={product.id} />
      <RatingsList productId={product.id} />
      <RelatedProducts productId={product.id} />
    </article>
  );
}
