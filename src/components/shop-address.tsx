import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { business } from '../../catalog/business.ts';

const { street, city, region, postalCode } = business.address;

/** "South Bend, IN 46601": the line after the street, as US addresses are written. */
export const shopCityLine = `${city}, ${region} ${postalCode}`;

/** The shop's postal address on two lines, street then city line. */
export function ShopAddress(props: HTMLChakraProps<'address'>) {
  return (
    <chakra.address fontStyle="normal" color="gray.700" {...props}>
      {street}
      <br />
      {shopCityLine}
    </chakra.address>
  );
}
