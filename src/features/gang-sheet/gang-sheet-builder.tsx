import { Box, Button, chakra, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { lazy, Suspense, use, useEffect, useId, useRef, useState } from 'react';
import { gangSheet } from '../../../catalog/gang-sheets.ts';
import { extensionOptions } from '../../../core/forms/extensions.ts';
import type { LayoutProblem } from '../../../core/gang-sheet/layout.ts';
import { usePriceText } from '../../components/catalog/use-price-text.ts';
import { loadForm } from '../../form-engine/form-manifest.ts';
import { FieldLabel, HelpText, Select } from '../../form-engine/styles.ts';
import { formatSize } from '../../form-engine/widgets/file-checks.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { readDesign, type DesignRules } from './design-reading.ts';
import { newDesignId } from './draft-storage.ts';
import { DesignRow } from './design-row.tsx';
import { useNumberText } from './number-text.ts';
import { SheetView } from './sheet-view.tsx';
import { useGangSheet, type MoveResult } from './use-gang-sheet.ts';
import { useRepeatSheet } from './use-repeat-sheet.ts';
import { useSheetPrice } from './use-sheet-price.ts';

// The form engine comes with the order window: it loads when the visitor heads for it.
const loadOrder = () => import('./order-dialog.tsx');
const OrderDialog = lazy(() => loadOrder().then((m) => ({ default: m.OrderDialog })));

/** The designs' types and size: the form file's gang-sheet extension, the server's own rule. */
function useDesignRules(): DesignRules {
  const options = extensionOptions(use(loadForm('gang-sheet')), 'gang-sheet').designs as
    Partial<DesignRules> | undefined;
  return { accept: options?.accept ?? [], maxBytes: options?.maxBytes ?? 0 };
}

type Message = { text: string; urgent: boolean; id: number };

/**
 * The gang-sheet builder on /dtf/gang-sheets: designs (added, sized, counted and checked), the
 * sheet drawn to scale where copies are placed by hand or auto-arranged, its length and price
 * live, and "Order this sheet". The draft stays in this browser until the visitor starts over.
 */
export function GangSheetBuilder() {
  const { t, i18n } = useTranslation(['gang-sheet', 'common']);
  const rules = useDesignRules();
  const sheet = useGangSheet();
  const { money } = usePriceText();
  const number = useNumberText();
  const price = useSheetPrice(sheet.lengthIn);
  const [chosen, setSelected] = useState<number>();
  const selected = chosen !== undefined && chosen < sheet.draft.copies.length ? chosen : undefined;
  const [message, setMessage] = useState<Message>();
  const [reading, setReading] = useState(false);
  const [fillWith, setFillWith] = useState(0);
  const [orderOpen, setOrderOpen] = useState(false);
  const [orderUsed, setOrderUsed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const fillId = useId();
  const { designs, copies } = sheet.draft;
  const say = (text: string, urgent = false) => setMessage((m) => ({ text, urgent, id: (m?.id ?? 0) + 1 }));
  useRepeatSheet(sheet, say);

  useEffect(() => {
    if (copies.length > 0) void loadOrder();
  }, [copies.length]);

  const size = formatSize(rules.maxBytes, i18n.language);
  const refusalText = (problem: LayoutProblem | { kind: 'no-room' }, n: number) => {
    const pair = 'copies' in problem ? problem.copies : undefined;
    return t(`sheet.refused.${problem.kind === 'too-long' ? 'too-long' : problem.kind}`, {
      other: pair ? (pair[0] === n ? pair[1] : pair[0]) : undefined,
      gap: number(gangSheet.gapIn),
      max: gangSheet.maxLengthIn,
    });
  };
  const placed = (n: number, result: MoveResult, done: 'moved' | 'rotated' | 'duplicated' | 'removed') => {
    if (result.ok) say(t(`sheet.${done}`, { n }));
    else say(refusalText(result.problem, n), true);
  };

  const add = async (files: File[]) => {
    setReading(true);
    const refused: string[] = [];
    const read = [];
    for (const file of files) {
      if (designs.length + read.length >= gangSheet.maxDesigns) {
        refused.push(t('designs.refusedTooMany', { name: file.name, max: gangSheet.maxDesigns }));
        continue;
      }
      const result = await readDesign(file, rules);
      if (!result.ok) {
        refused.push(
          t(result.refusal === 'size' ? 'designs.refusedSize' : 'designs.refusedType', {
            name: file.name,
            size,
          }),
        );
        continue;
      }
      read.push({ id: newDesignId(), name: file.name, file, ...result.design });
    }
    const tooWide = sheet.addDesigns(read);
    refused.push(...tooWide.map((name) => t('designs.refusedTooWide', { name })));
    setReading(false);
    if (refused.length) say(refused.join(' '), true);
  };

  const arrange = () => {
    const length = sheet.autoArrange();
    if (length === undefined) say(t('summary.doesNotFit', { max: gangSheet.maxLengthIn }), true);
    else say(t('summary.arranged', { length: number(length) }));
  };
  const fill = () => {
    const design = designs[Math.min(fillWith, designs.length - 1)];
    if (!design) return;
    const count = sheet.fill(designs.indexOf(design));
    say(
      count
        ? t('summary.filled', { count, name: design.name })
        : t('summary.filledNone', { name: design.name, length: number(sheet.lengthIn) }),
    );
  };
  const startOver = () => {
    if (!window.confirm(t('summary.startOverConfirm'))) return;
    sheet.startOver();
    setSelected(undefined);
    setMessage(undefined);
  };
  const priceText =
    price === 'loading'
      ? t('summary.priceLoading')
      : price === 'unavailable'
        ? t('summary.priceUnavailable')
        : t('summary.price', { price: money(price, true) });

  return (
    <Box>
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }}
        gap={{ base: '8', lg: '10' }}
        alignItems="start"
      >
        <Box as="section" aria-labelledby={`${inputId}-designs`}>
          <Heading as="h3" id={`${inputId}-designs`} fontSize="xl" mb="3">
            {t('designs.heading')}
          </Heading>
          <chakra.input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={rules.accept.join(',')}
            aria-label={t('designs.add')}
            display="none"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length) void add(files);
            }}
          />
          <Button
            colorPalette="brand"
            size="lg"
            w={{ base: '100%', sm: 'auto' }}
            loading={reading}
            onClick={() => input.current?.click()}
          >
            {t('designs.add')}
          </Button>
          <HelpText>{t('designs.hint', { size })}</HelpText>
          {reading && <Text mt="2">{t('designs.reading')}</Text>}
          {designs.length === 0 ? (
            <Text mt="4" color="gray.700">
              {t('designs.empty')}
            </Text>
          ) : (
            <chakra.ul mt="4" display="grid" gap="3" p="0">
              {designs.map((design, index) => (
                <DesignRow
                  key={design.id}
                  design={design}
                  copies={copies.filter((copy) => copy.design === index).length}
                  onWidth={(width) => sheet.setWidth(index, width)}
                  onCopies={(count) => sheet.setCopies(index, count)}
                  onChange={(change) => sheet.changeDesign(index, change)}
                  onRemove={() => sheet.removeDesign(index)}
                />
              ))}
            </chakra.ul>
          )}
        </Box>
        <Box as="section" aria-labelledby={`${inputId}-sheet`}>
          <Heading as="h3" id={`${inputId}-sheet`} fontSize="xl" mb="3">
            {t('sheet.heading')}
          </Heading>
          <Box bg="gray.50" rounded="lg" borderWidth="1px" borderColor="gray.200" p="4" mb="4">
            <Flex justify="space-between" gap="3" wrap="wrap" fontSize="lg" fontWeight="bold">
              <Text>{t('summary.length', { length: number(sheet.lengthIn) })}</Text>
              <Text>{priceText}</Text>
            </Flex>
            <Text fontSize="sm" color="gray.700" mt="1">
              {t('summary.copies', { count: copies.length })} ·{' '}
              {t('summary.note', { width: number(gangSheet.widthIn), min: number(gangSheet.minLengthIn) })}
            </Text>
            <Flex mt="3" gap="2" wrap="wrap">
              <Button colorPalette="brand" disabled={copies.length === 0} onClick={arrange}>
                {t('summary.autoArrange')}
              </Button>
              <Button
                variant="solid"
                colorPalette="accent"
                disabled={copies.length === 0}
                onClick={() => {
                  setOrderUsed(true);
                  setOrderOpen(true);
                }}
              >
                {t('summary.order')}
              </Button>
              <Button variant="outline" disabled={designs.length === 0} onClick={startOver}>
                {t('summary.startOver')}
              </Button>
            </Flex>
            {designs.length > 0 && (
              <Flex mt="3" gap="2" align="flex-end" wrap="wrap">
                <Box flex="1" minW="40">
                  <FieldLabel htmlFor={fillId}>{t('summary.fillDesign')}</FieldLabel>
                  <Select
                    id={fillId}
                    value={Math.min(fillWith, designs.length - 1)}
                    onChange={(e) => setFillWith(Number(e.target.value))}
                  >
                    {designs.map((design, index) => (
                      <option key={design.id} value={index}>
                        {design.name}
                      </option>
                    ))}
                  </Select>
                </Box>
                <Button variant="outline" onClick={fill}>
                  {t('summary.fill')}
                </Button>
              </Flex>
            )}
          </Box>
          {/* Both regions stay in the page, so what appears in them is announced. */}
          <Box role="status" aria-live="polite">
            {message && !message.urgent && <Notice key={message.id} text={message.text} urgent={false} />}
          </Box>
          <Box role="alert">{message?.urgent && <Notice key={message.id} text={message.text} urgent />}</Box>
          {copies.length === 0 ? (
            <Text color="gray.700">{t('sheet.empty')}</Text>
          ) : (
            <SheetView sheet={sheet} selected={selected} onSelect={setSelected} onPlaced={placed} />
          )}
          {designs.length > 0 && (
            <Text fontSize="sm" color="gray.600" mt="3">
              {t('summary.saved')}
            </Text>
          )}
        </Box>
      </Grid>
      {orderUsed && (
        <Suspense fallback={null}>
          <OrderDialog
            open={orderOpen}
            onClose={() => setOrderOpen(false)}
            sheet={sheet}
            price={typeof price === 'number' ? price : undefined}
            onSent={() => {
              setOrderOpen(false);
              say(t('order.kept'));
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}

function Notice({ text, urgent }: { text: string; urgent: boolean }) {
  return (
    <Text
      mb="3"
      px="3"
      py="2"
      rounded="md"
      bg={urgent ? 'red.50' : 'green.50'}
      color={urgent ? 'red.900' : 'green.900'}
      borderWidth="1px"
      borderColor={urgent ? 'red.300' : 'green.300'}
    >
      {text}
    </Text>
  );
}
