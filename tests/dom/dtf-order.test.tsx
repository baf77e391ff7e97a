/**
 * The DTF order flow in jsdom: the configurator, the order list and its storage, and the
 * 'Complete Your Order' window with what it sends. tests/e2e/dtf-order.test.ts runs the same
 * flow in Chromium against the real server.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartStorageKey, makeLine, serializeCart } from '../../src/features/dtf-order/cart-storage.ts';
import { answer } from './fixtures/form-runner-harness.tsx';
import { FakeTusServer } from './fixtures/fake-tus.ts';
import { xhrOverFetch } from './fixtures/xhr-over-fetch.ts';
import {
  addButton,
  attach,
  chooseProduct,
  chooseSize,
  orderLines,
  quantityBox,
  renderDtfOrder,
  setQuantity,
} from './fixtures/dtf-order-harness.tsx';

const success =
  'Order submitted successfully! We will contact you within 24 hours with a quote and timeline.';
const failure = 'Error submitting order. Please try again or contact us directly.';
const emptyCart = 'Please add items to your order before submitting.';

jest.setTimeout(30_000);

type Fetch = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>;
let fetchMock: Fetch;
let alertMock: jest.SpyInstance;
let tus: FakeTusServer;

beforeEach(() => {
  localStorage.clear();
  fetchMock = jest.fn();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  // The design files go by tus (tus-js-client's own XMLHttpRequest stack) to a server in memory.
  tus = new FakeTusServer();
  window.XMLHttpRequest = xhrOverFetch(() => fetchMock, tus);
  alertMock = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alertMock.mockRestore());

const total = () => screen.getByTestId('dtf-order-total').textContent;
const checkoutButton = () => screen.queryByRole('button', { name: 'Proceed to Checkout' });
const dialog = () => screen.getByRole('dialog', { hidden: true });

async function addItem(product: string, size: RegExp, quantity: string, file?: File) {
  await chooseProduct(product);
  chooseSize(size);
  setQuantity(quantity);
  fireEvent.blur(quantityBox());
  if (file) attach(file);
  fireEvent.click(addButton());
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Add to Order' })).toBeNull());
}

describe('the DTF configurator', () => {
  it('keeps Add to Order disabled until a size is chosen, then adds the line and resets the selection', async () => {
    await renderDtfOrder();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    await chooseProduct('Custom DTF Transfers');
    const card = screen.getByRole('button', { name: 'Select Custom DTF Transfers' });
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement?.textContent).toBe('2. Configure: Custom DTF Transfers');
    expect(addButton().disabled).toBe(true);
    screen.getByText('Choose a size to see the price and add this item.');

    chooseSize(/^Medium/);
    expect(addButton().disabled).toBe(false);
    setQuantity('24');
    screen.getByText('Item price: 24 × $6.50 = $156.00');
    fireEvent.change(screen.getByRole('textbox', { name: /Design Notes/ }), {
      target: { value: 'Left chest' },
    });
    fireEvent.click(addButton());

    await waitFor(() => expect(orderLines()).toHaveLength(1));
    expect(orderLines()[0]).toContain('Custom DTF Transfers$156.00');
    expect(orderLines()[0]).toContain('Medium (4-8") · 24 × $6.50');
    expect(orderLines()[0]).toContain('Notes: Left chest');
    expect(total()).toBe('$156.00');
    screen.getByText('Added 24 × Custom DTF Transfers to your order.');
    expect(document.activeElement?.textContent).toBe('Your Order');
    // The selection is reset: no product chosen, no item form.
    expect(
      screen.getByRole('button', { name: 'Select Custom DTF Transfers' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(screen.queryByRole('radio')).toBeNull();

    await chooseProduct('Custom DTF Transfers');
    expect((screen.getByRole('radio', { name: /^Medium/ }) as HTMLInputElement).checked).toBe(false);
    // Each size says its price per transfer in its own label.
    expect(
      screen
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent),
    ).toEqual([
      'Small (up to 4") — $3.50',
      'Medium (4-8") — $6.50',
      'Large (8-12") — $10.50',
      'Extra Large (12-16") — $16.00',
    ]);
    expect(quantityBox().value).toBe('1');
    expect(addButton().disabled).toBe(true);
  });

  it.each([
    ['0', '0'],
    ['1001', '1001'],
    ['10000 (which RJSF would keep showing over a 1)', '10000'],
    ['00', '00'],
    ['a decimal', '2.5'],
    ['nothing', ''],
  ])('makes an invalid quantity (%s) 1 when the field is left, and says why', async (_, typed) => {
    await renderDtfOrder();
    await chooseProduct('Ready-to-Press Transfers');
    chooseSize(/^Large/);
    setQuantity(typed);
    fireEvent.blur(quantityBox());
    await waitFor(() => expect(quantityBox().value).toBe('1'));
    screen.getByText(/Quantities go from 1 to 1000 whole transfers, so the quantity was set to 1\./);
    screen.getByText('Item price: 1 × $10.50 = $10.50');
    setQuantity('5');
    expect(screen.queryByText(/Quantities go from/)).toBeNull();
    fireEvent.click(addButton());
    await waitFor(() => expect(orderLines()).toHaveLength(1));
    expect(total()).toBe('$52.50');
  });
});

describe('the DTF order list', () => {
  it('adds up the lines, removes them one at a time and offers checkout only with items', async () => {
    await renderDtfOrder();
    expect(checkoutButton()).toBeNull();
    screen.getByText('Your order is empty. Configure a transfer and add it to see it here.');
    await addItem('Custom DTF Transfers', /^Small/, '10');
    await addItem('Full-Color Prints', /^Extra Large/, '3');
    await addItem('Ready-to-Press Transfers', /^Medium/, '1');
    expect(orderLines()).toHaveLength(3);
    expect(total()).toBe('$89.50');
    within(screen.getByRole('heading', { name: 'Your Order' }).parentElement!).getByText('3 items');
    expect(checkoutButton()).not.toBeNull();

    fireEvent.click(
      screen.getByRole('button', {
        name: 'Remove item 2: Full-Color Prints, Extra Large (12-16"), quantity 3',
      }),
    );
    expect(orderLines()).toEqual([
      expect.stringContaining('Custom DTF Transfers'),
      expect.stringContaining('Ready-to-Press Transfers'),
    ]);
    expect(total()).toBe('$41.50');
    screen.getByText('Item removed from your order.');
    fireEvent.click(screen.getByRole('button', { name: /^Remove item 1:/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Remove item 1:/ }));
    expect(orderLines()).toEqual([]);
    expect(checkoutButton()).toBeNull();
    expect(localStorage.getItem(cartStorageKey)).toBeNull();
  });

  it('keeps the lines and their design files when the visitor leaves the page and comes back', async () => {
    const first = await renderDtfOrder();
    await addItem('Custom DTF Transfers', /^Small/, '10', new File(['%PDF-1.4'], 'logo.pdf'));
    await addItem('Full-Color Prints', /^Large/, '2');
    screen.getByText('Design: logo.pdf');
    first.unmount();

    await renderDtfOrder();
    expect(orderLines()).toHaveLength(2);
    expect(total()).toBe('$56.00');
    await screen.findByText('Design: logo.pdf');
  });

  it('after a reload without the design file (no IndexedDB here), says it must be attached again', async () => {
    const line = makeLine({
      key: 'stored-1',
      productId: 'ready-to-press',
      size: 'large',
      quantity: 4,
      design: { name: 'logo.png', bytes: 2048 },
    })!;
    localStorage.setItem(cartStorageKey, serializeCart([line]));
    fetchMock.mockReturnValue(answer(201, { reference: 'D-NOFILE' }));
    await renderDtfOrder();
    expect(total()).toBe('$42.00');
    await screen.findByText('The design logo.png was not kept by this browser and must be attached again.');
    screen.getByRole('link', { name: 'our upload form' });

    fireEvent.click(checkoutButton()!);
    await within(await screen.findByRole('dialog')).findByText(
      '1 design was not kept by this browser and will not be sent; its item is sent without it.',
    );
    await within(dialog()).findByRole('button', { name: 'Cancel' });
    fillContact();
    submit();
    // The order itself (the page also asks which version of the form is live: a GET).
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = posts()[0][1]!.body as FormData;
    expect(JSON.parse(body.get('orderItems') as string)).toEqual([
      {
        productId: 'ready-to-press',
        productName: 'Ready-to-Press Transfers',
        size: 'large',
        quantity: 4,
        price: 42,
      },
    ]);
    expect(body.has('designFile_0')).toBe(false);
  });
});

function fillContact() {
  const box = (name: RegExp) => within(dialog()).getByRole('textbox', { name });
  fireEvent.change(box(/^Full Name/), { target: { value: 'Ana Torres' } });
  fireEvent.change(box(/^Email Address/), { target: { value: 'ana@example.com' } });
  fireEvent.change(box(/^Phone Number/), { target: { value: '(574) 555-0100' } });
  fireEvent.change(box(/^Street Address/), { target: { value: '1 Main St' } });
  fireEvent.change(box(/^City/), { target: { value: 'South Bend' } });
  fireEvent.change(box(/^State/), { target: { value: 'IN' } });
  fireEvent.change(box(/^ZIP Code/), { target: { value: '46601' } });
}
const submit = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit Order' }));

describe('the Complete Your Order window', () => {
  async function openCheckout() {
    await renderDtfOrder();
    await addItem(
      'Custom DTF Transfers',
      /^Small/,
      '10',
      new File(['\x89PNG'], 'logo.png', { type: 'image/png' }),
    );
    await addItem('Full-Color Prints', /^Medium/, '3');
    checkoutButton()!.focus();
    fireEvent.click(checkoutButton()!);
    await waitFor(() => expect(dialog().hasAttribute('open')).toBe(true));
    // The window's code and its form load on the first opening.
    await within(dialog()).findByRole('button', { name: 'Cancel' });
  }

  it('is a modal dialog named by its title, which takes the focus; Cancel, the close icon and Escape close it', async () => {
    await openCheckout();
    const window = screen.getByRole('dialog', { name: 'Complete Your Order' });
    expect(window.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Complete Your Order');
    within(window).getByText('2 items');
    within(window).getByText('Total: $54.50');

    fireEvent.click(within(window).getByRole('button', { name: 'Cancel' }));
    expect(window.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(checkoutButton());

    fireEvent.click(checkoutButton()!);
    expect(window.hasAttribute('open')).toBe(true);
    fireEvent.click(within(window).getByRole('button', { name: 'Close' }));
    expect(window.hasAttribute('open')).toBe(false);

    fireEvent.click(checkoutButton()!);
    fireEvent(window, new Event('cancel', { cancelable: true }));
    expect(window.hasAttribute('open')).toBe(false);
    expect(orderLines()).toHaveLength(2);
  });

  it('requires the contact fields and sends nothing without them', async () => {
    await openCheckout();
    submit();
    await waitFor(() => expect(within(dialog()).getAllByText('This field is required.')).toHaveLength(7));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the cart with the contact fields; on success alerts, empties the cart and closes', async () => {
    fetchMock.mockReturnValue(answer(201, { reference: 'D-7K3F9Q' }));
    await openCheckout();
    fillContact();
    submit();
    await waitFor(() => expect(alertMock).toHaveBeenCalledTimes(1));
    expect(alertMock).toHaveBeenCalledWith(`${success}\n\nYour reference: D-7K3F9Q`);

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/forms/dtf-checkout');
    const body = init!.body as FormData;
    expect(body.get('name')).toBe('Ana Torres');
    expect(body.get('zip')).toBe('46601');
    expect(body.has('company')).toBe(false);
    expect(JSON.parse(body.get('orderItems') as string)).toEqual([
      {
        productId: 'custom-transfers',
        productName: 'Custom DTF Transfers',
        size: 'small',
        quantity: 10,
        price: 35,
        designFile: 'logo.png',
      },
      {
        productId: 'full-color-prints',
        productName: 'Full-Color Prints',
        size: 'medium',
        quantity: 3,
        price: 19.5,
      },
    ]);
    expect(body.get('totalPrice')).toBe('54.50');
    expect(new Date(body.get('orderDate') as string).toISOString()).toBe(body.get('orderDate'));
    expect(body.getAll('designFile_0')).toEqual(['/api/uploads/u1']);
    expect(body.has('designFile_1')).toBe(false);
    expect(tus.uploads.get('u1')).toMatchObject({
      offset: tus.uploads.get('u1')!.length,
      metadata: { form: 'dtf-checkout', field: 'designFile_0', filename: 'logo.png' },
    });
    expect(tus.uploads.size).toBe(1);

    await waitFor(() => expect(dialog().hasAttribute('open')).toBe(false));
    expect(orderLines()).toEqual([]);
    expect(localStorage.getItem(cartStorageKey)).toBeNull();
    screen.getByText('Your reference: D-7K3F9Q');
    expect(document.activeElement?.textContent).toBe('Your Order');
  });

  it.each([
    ['answers 500', () => fetchMock.mockReturnValue(answer(500, { error: 'boom' }))],
    ['cannot be reached', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('alerts the failure and keeps the cart, the form and the window when the server %s', async (_, fail) => {
    fail();
    await openCheckout();
    fillContact();
    submit();
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(failure));
    expect(dialog().hasAttribute('open')).toBe(true);
    expect((within(dialog()).getByRole('textbox', { name: /^Full Name/ }) as HTMLInputElement).value).toBe(
      'Ana Torres',
    );
    expect(orderLines()).toHaveLength(2);
    expect(total()).toBe('$54.50');
  });

  it('alerts that the cart is empty instead of sending an order without items', async () => {
    await openCheckout();
    fillContact();
    // The list behind the window is inert in a browser; here its buttons still empty the cart.
    act(() => {
      for (const button of screen.getAllByRole('button', { name: /^Remove item/, hidden: true }))
        button.click();
    });
    submit();
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(emptyCart));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
