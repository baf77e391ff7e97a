import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { gangSheet } from '../../../catalog/gang-sheets.ts';
import { placementProblem, type PlacedCopy } from '../../../core/gang-sheet/layout.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useNumberText } from './number-text.ts';
import { roundIn } from './sheet-geometry.ts';
import { objectUrl } from './thumbnail.tsx';
import type { GangSheet, MoveResult } from './use-gang-sheet.ts';

interface Drag {
  index: number;
  pointer: number;
  startX: number;
  startY: number;
  copy: PlacedCopy;
  perInch: number;
  x: number;
  y: number;
  moved: boolean;
  refused: boolean;
}

const snap = (value: number) => Math.round(value * 20) / 20;

export interface SheetViewProps {
  sheet: GangSheet;
  selected: number | undefined;
  onSelect: (index: number | undefined) => void;
  /** The outcome of a hand placement, for the builder to announce. */
  onPlaced: (n: number, result: MoveResult, done: 'moved' | 'rotated' | 'duplicated' | 'removed') => void;
}

/**
 * The sheet drawn to scale (its width the roll's, its length the layout's, a line every inch),
 * each copy a focusable button named "Copy 3: logo.png, 3 × 2 in": dragged with a pointer (mouse,
 * pen or touch), moved with the arrow keys, rotated, duplicated or removed from the tools above.
 * A placement that would overlap or come closer than the gap is refused where it is tried.
 */
export function SheetView({ sheet, selected, onSelect, onPlaced }: SheetViewProps) {
  const { t } = useTranslation('gang-sheet');
  const number = useNumberText();
  const { designs, copies } = sheet.draft;
  const urls = designs.map((design) =>
    objectUrl(design.useCleaned && design.cleaned ? design.cleaned : design.file),
  );
  const area = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag>();
  const width = gangSheet.widthIn;
  const dragBottom = drag ? drag.y + drag.copy.height : 0;
  const length = Math.max(sheet.lengthIn, Math.ceil(dragBottom));
  const label = (copy: PlacedCopy, index: number) =>
    t('sheet.copy', {
      n: index + 1,
      name: designs[copy.design]?.name,
      width: number(copy.width),
      height: number(copy.height),
    });

  const start = (event: PointerEvent<HTMLButtonElement>, index: number) => {
    if (event.button !== 0 || !area.current) return;
    try {
      // The copy keeps the pointer when it leaves the copy's box (a fast drag, a finger).
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer knows: the drag still follows the copy's own events.
    }
    const copy = copies[index];
    setDrag({
      index,
      pointer: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      copy,
      perInch: area.current.getBoundingClientRect().width / width,
      x: copy.x,
      y: copy.y,
      moved: false,
      refused: false,
    });
  };
  const move = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag || event.pointerId !== drag.pointer) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    const moved = drag.moved || Math.hypot(dx, dy) > 4;
    const x = Math.min(Math.max(0, snap(drag.copy.x + dx / drag.perInch)), width - drag.copy.width);
    const y = Math.min(
      Math.max(0, snap(drag.copy.y + dy / drag.perInch)),
      gangSheet.maxLengthIn - drag.copy.height,
    );
    const refused = Boolean(placementProblem(copies, drag.index, { ...drag.copy, x, y }));
    setDrag({ ...drag, x, y, moved, refused });
  };
  const end = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag || event.pointerId !== drag.pointer) return;
    setDrag(undefined);
    onSelect(drag.index);
    if (drag.moved)
      onPlaced(drag.index + 1, sheet.placeCopy(drag.index, { ...drag.copy, x: drag.x, y: drag.y }), 'moved');
  };
  const key = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.shiftKey ? 1 : gangSheet.gapIn;
    const offsets: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const offset = offsets[event.key];
    if (!offset) return;
    event.preventDefault();
    const copy = copies[index];
    onSelect(index);
    onPlaced(
      index + 1,
      sheet.placeCopy(index, { ...copy, x: roundIn(copy.x + offset[0]), y: roundIn(copy.y + offset[1]) }),
      'moved',
    );
  };

  const current = selected !== undefined ? copies[selected] : undefined;
  return (
    <Box>
      <Flex
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="lg"
        px="3"
        py="2"
        mb="3"
        gap="2"
        align="center"
        wrap="wrap"
        role="group"
        aria-label={t('sheet.tools')}
      >
        <Text fontSize="sm" flex="1" minW="40">
          {current && selected !== undefined
            ? t('sheet.selected', { n: selected + 1, name: designs[current.design]?.name })
            : t('sheet.noneSelected')}
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={selected === undefined}
          onClick={() =>
            selected !== undefined && onPlaced(selected + 1, sheet.rotateCopy(selected), 'rotated')
          }
        >
          {t('sheet.rotate')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={selected === undefined}
          onClick={() =>
            selected !== undefined && onPlaced(copies.length + 1, sheet.duplicateCopy(selected), 'duplicated')
          }
        >
          {t('sheet.duplicate')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={selected === undefined}
          onClick={() => {
            if (selected === undefined) return;
            sheet.removeCopy(selected);
            onSelect(undefined);
            onPlaced(selected + 1, { ok: true }, 'removed');
          }}
        >
          {t('sheet.remove')}
        </Button>
      </Flex>
      <Text fontSize="sm" color="gray.700" mb="2">
        {t('sheet.help')}
      </Text>
      <Box
        ref={area}
        role="group"
        aria-label={t('sheet.label', { width: number(width), length: number(length) })}
        position="relative"
        w="100%"
        bg="white"
        borderWidth="1px"
        borderColor="gray.400"
        shadow="sm"
        style={{
          aspectRatio: `${width} / ${length}`,
          // A faint line every inch, both ways.
          backgroundImage:
            'linear-gradient(to right, rgba(15, 23, 42, 0.07) 1px, transparent 1px), linear-gradient(to bottom, rgba(15, 23, 42, 0.07) 1px, transparent 1px)',
          backgroundSize: `${100 / width}% ${100 / length}%`,
        }}
      >
        {copies.map((copy, index) => {
          const dragged = drag?.index === index ? drag : undefined;
          const x = dragged ? dragged.x : copy.x;
          const y = dragged ? dragged.y : copy.y;
          const turned = copy.rotation === 90;
          return (
            <chakra.button
              key={index}
              type="button"
              aria-label={label(copy, index)}
              aria-pressed={selected === index}
              position="absolute"
              p="0"
              border="0"
              bg="transparent"
              cursor={dragged ? 'grabbing' : 'grab'}
              touchAction="none"
              overflow="hidden"
              outline={selected === index || dragged ? '2px solid' : '1px dashed'}
              outlineColor={dragged?.refused ? 'red.600' : selected === index ? 'brand.600' : 'gray.400'}
              outlineOffset="0"
              zIndex={dragged ? 1 : undefined}
              _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600' }}
              style={{
                left: `${(x / width) * 100}%`,
                top: `${(y / length) * 100}%`,
                width: `${(copy.width / width) * 100}%`,
                height: `${(copy.height / length) * 100}%`,
              }}
              onPointerDown={(event) => start(event, index)}
              onPointerMove={move}
              onPointerUp={end}
              onPointerCancel={() => setDrag(undefined)}
              onKeyDown={(event) => key(event, index)}
              onClick={() => onSelect(index)}
            >
              {urls[copy.design] && (
                <chakra.img
                  src={urls[copy.design]}
                  alt=""
                  draggable={false}
                  position="absolute"
                  left="50%"
                  top="50%"
                  maxW="none"
                  pointerEvents="none"
                  style={{
                    width: turned ? `${(copy.height / copy.width) * 100}%` : '100%',
                    height: turned ? `${(copy.width / copy.height) * 100}%` : '100%',
                    transform: `translate(-50%, -50%)${turned ? ' rotate(90deg)' : ''}`,
                  }}
                />
              )}
            </chakra.button>
          );
        })}
      </Box>
    </Box>
  );
}
