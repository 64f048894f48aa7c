import backpackUrl from '../images/pc-product-backpack.svg';
import headphonesUrl from '../images/pc-product-headphones.svg';
import lampUrl from '../images/pc-product-lamp.svg';
import sneakerUrl from '../images/pc-product-sneaker.svg';
import vaseUrl from '../images/pc-product-vase.svg';
import watchUrl from '../images/pc-product-watch.svg';

// The example shop's goods, shared by /ecommerce and the related products on /product-page.

export interface PcProduct {
  name: string;
  category: string;
  /** In dollars. */
  price: number;
  /** The price before a sale, when there is one. */
  oldPrice?: number;
  image: string;
  badge?: 'New' | 'Sale';
}

export const BACKPACK: PcProduct = {
  name: 'Trailhead Canvas Backpack',
  category: 'Bags',
  price: 89,
  oldPrice: 109,
  image: backpackUrl,
  badge: 'Sale',
};

export const PRODUCTS: PcProduct[] = [
  BACKPACK,
  { name: 'Arc Desk Lamp', category: 'Home', price: 64, image: lampUrl, badge: 'New' },
  { name: 'Runner Low Sneakers', category: 'Shoes', price: 120, image: sneakerUrl },
  { name: 'Field Leather Watch', category: 'Accessories', price: 149, image: watchUrl },
  { name: 'Quiet Over-ear Headphones', category: 'Audio', price: 179.5, image: headphonesUrl },
  { name: 'Glazed Stoneware Vase', category: 'Home', price: 42, image: vaseUrl, badge: 'New' },
];
