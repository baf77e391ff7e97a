import { backendNames } from './fixtures/store-backends.ts';
import { urlencoded, useIntakeSession } from './fixtures/intake-helpers.ts';

describe.each(backendNames)('POST /api/forms/printing-order on %s', (backendName) => {
  const session = useIntakeSession(backendName);
  const post = session.post;

  describe('one form file for six services', () => {
    const printing = {
      service: 'Business Cards',
      name: 'Ana',
      email: 'ana@example.com',
      size: 'standard',
      quantity: '500',
      paper: 'cardstock-14pt',
      finish: 'matte',
      rushOrder: 'true',
    };

    it("answers 201 for one service's options, with a P reference", async () => {
      const response = await post('printing-order', urlencoded(printing));
      expect(response.statusCode).toBe(201);
      expect(response.json().reference).toMatch(/^P-/);
      const stored = await session.intake.store.get(response.json().reference);
      expect(stored?.data).toMatchObject({ size: 'standard', quantity: '500', rushOrder: true });
    });

    it('answers 400 when an option is not one of the service values', async () => {
      const response = await post('printing-order', urlencoded({ ...printing, quantity: '251' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({
        field: 'quantity',
        message: "Must be one of the form's options.",
      });
    });

    it("answers 400 when the options are not exactly one service's", async () => {
      const response = await post('printing-order', urlencoded({ ...printing, folding: 'none' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('service');
    });
  });
});
