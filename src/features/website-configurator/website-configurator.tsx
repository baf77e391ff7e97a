/**
 * The website design configurator (docs/specification.md section 2): choose a package, tick add-ons, fill in
 * the project form and watch the order summary follow. The choice goes out with the form as its
 * `package`, `addOns` and `totalPrice` fields (declared in forms/website-design.form.json), to
 * the intake server like every other form; the server checks the total against the catalogue.
 */
import { Box, Flex, Grid, Heading } from '@chakra-ui/react';
import { Suspense } from 'react';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { FormRunner } from '../../form-engine/form-runner.tsx';
import { FormPlaceholder, useFormDefinition } from '../../form-engine/form-by-id.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { AddOnOptions } from './add-on-options.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PackageOptions } from './package-options.tsx';
import { useWebsiteOrder } from './use-website-order.ts';

/**
 * Drawn once the page has hydrated: the choice and the form come back from this browser's
 * draft, which the prerendered HTML cannot know. Until then (and without JavaScript) the
 * section holds its place.
 */
export function WebsiteConfigurator() {
  const hydrated = useHydrated();
  return hydrated ? <LoadedConfigurator /> : <FormPlaceholder minH="100vh" />;
}

function LoadedConfigurator() {
  const { t } = useTranslation(['forms', 'common']);
  // The order's fields and their draft are the form file's (forms/website-design.form.json).
  const definition = useFormDefinition('website-design');
  const order = useWebsiteOrder(definition);
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
      templateAreas={{
        base: '"packages" "add-ons" "summary" "form"',
        lg: '"packages packages" "add-ons summary" "form summary"',
      }}
      columnGap="8"
      rowGap={{ base: '10', lg: '12' }}
    >
      <Box gridArea="packages">
        <PackageOptions value={order.choice.packageId} onChange={order.choosePackage} />
      </Box>
      <Box gridArea="add-ons">
        <AddOnOptions value={order.choice.addOnIds} onToggle={order.toggleAddOn} />
      </Box>
      <Box gridArea="summary" alignSelf="start" position={{ lg: 'sticky' }} top={{ lg: '32' }}>
        <OrderSummary choice={order.choice} total={order.total} rush={order.rush} />
      </Box>
      <Box
        as="section"
        gridArea="form"
        id="website-order-form"
        aria-labelledby="website-form-title"
        bg="white"
        rounded="2xl"
        borderWidth="1px"
        borderColor="gray.200"
        shadow="sm"
        p={{ base: '5', md: '8' }}
      >
        <Heading
          as="h3"
          id="website-form-title"
          fontSize={{ base: 'xl', md: '2xl' }}
          fontWeight="bold"
          mb="6"
        >
          {t('forms:website-design.title')}
        </Heading>
        <Suspense
          fallback={
            <Flex justify="center" py="16">
              <LoadingIndicator label={t('common:a11y.loading')} />
            </Flex>
          }
        >
          <FormRunner
            definition={definition}
            fixedValues={order.fields}
            onChange={order.formChanged}
            onSubmitted={order.reset}
          />
        </Suspense>
      </Box>
    </Grid>
  );
}
