/**
 * The inbox list and the customer's answers: the "Waiting for you" filter (kept in the URL as
 * `waiting=1` and sent to the API), its count, and "n new messages" on a card with unread ones.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ItemPage } from '../../core/api/owner.ts';
import {
  answer,
  currentUrl,
  FakeOwnerApi,
  makeItem,
  makeOverview,
  renderInbox,
} from './fixtures/owner-harness.tsx';

jest.setTimeout(30_000);

const page = (items = [makeItem()]): ItemPage => ({ items, total: items.length, page: 1, pageSize: 20 });

function listApi() {
  return new FakeOwnerApi()
    .on('GET', '/api/owner/overview', () => answer(200, makeOverview({ waiting: 3 })))
    .on('GET', '/api/owner/submissions', () =>
      answer(
        200,
        page([
          makeItem({ reference: 'Q-AAAAAA', unread: 2, lastMessageFrom: 'customer' }),
          makeItem({ reference: 'Q-BBBBBB', unread: 0, lastMessageFrom: 'customer' }),
          makeItem({ reference: 'Q-CCCCCC', unread: 0, lastMessageFrom: 'shop' }),
        ]),
      ),
    );
}

const listCalls = (api: FakeOwnerApi) => api.callsTo('GET', '/api/owner/submissions');

it('puts waiting=1 in the URL and the query when the owner ticks "Waiting for you"', async () => {
  const api = listApi();
  await renderInbox(api, '/owner?status=received');
  const waiting = await screen.findByRole('checkbox', {
    name: /Waiting for you: the customer wrote last \(3\)/,
  });
  expect((waiting as HTMLInputElement).checked).toBe(false);
  expect(listCalls(api).at(-1)!.url.searchParams.get('waiting')).toBeNull();

  await act(async () => {
    fireEvent.click(waiting);
  });
  await waitFor(() => expect(currentUrl()).toBe('/owner?status=received&waiting=1'));
  await waitFor(() => expect(listCalls(api).at(-1)!.url.searchParams.get('waiting')).toBe('1'));
  expect(listCalls(api).at(-1)!.url.searchParams.get('status')).toBe('received');
  expect((screen.getByRole('checkbox', { name: /Waiting for you/ }) as HTMLInputElement).checked).toBe(true);

  // Clear filters takes it off too.
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  });
  await waitFor(() => expect(currentUrl()).toBe('/owner'));
  await waitFor(() => expect(listCalls(api).at(-1)!.url.searchParams.get('waiting')).toBeNull());
});

it('reads waiting=1 from the URL, and links its count card there', async () => {
  const api = listApi();
  await renderInbox(api, '/owner?waiting=1');
  const waiting = await screen.findByRole('checkbox', { name: /Waiting for you/ });
  expect((waiting as HTMLInputElement).checked).toBe(true);
  expect(listCalls(api)[0].url.searchParams.get('waiting')).toBe('1');
  const counts = screen.getByRole('region', { name: 'New requests by form' });
  const card = within(counts).getByRole('link', { name: /Waiting for you/ });
  expect(card.getAttribute('href')).toBe('/owner?waiting=1');
  expect(card.textContent).toContain('3');
});

it('says on each card how many answers are new, in words', async () => {
  await renderInbox(listApi(), '/owner');
  const card = (reference: string) =>
    screen.getByRole('link', { name: reference }).closest('li') as HTMLElement;
  await screen.findByRole('link', { name: 'Q-AAAAAA' });
  expect(within(card('Q-AAAAAA')).getByText('2 new messages')).toBeTruthy();
  // Read, but the customer still wrote last.
  expect(within(card('Q-BBBBBB')).queryByText(/new message/)).toBeNull();
  expect(within(card('Q-BBBBBB')).getByText('Waiting for you')).toBeTruthy();
  expect(within(card('Q-CCCCCC')).queryByText(/new message|Waiting for you/)).toBeNull();
});

it('says it in Spanish', async () => {
  await renderInbox(listApi(), '/owner', 'es');
  await screen.findByRole('link', { name: 'Q-AAAAAA' });
  expect(screen.getByText('2 mensajes nuevos')).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: /Esperando su respuesta/ })).toBeTruthy();
});
