/**
 * Proof images of investigate_cs inside the real cs form (req children §6.1: jpg/png only, at most 9; upload
 * failures are reported). The field's own behaviour in detail: image-list.test.tsx.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderLean } from './support/lean-render';
import { describe, expect, it, vi } from 'vitest';
import { createSchemaForm, SchemaForm, type SchemaFormContext } from '../../src/components/schema-form';
import { FORM_SCHEMAS } from '../../schemas';

const cs = FORM_SCHEMAS.investigate_cs;

function renderImages(
  mode: 'edit' | 'read',
  uploadImage?: SchemaFormContext['uploadImage'],
  images: { image_url: string; image_name?: string }[] = [],
) {
  const form = createSchemaForm(cs, {
    initialValues: { child_disability: '残疾', child_disability_type_img: images },
    mode,
  });
  const context: SchemaFormContext = {
    departments: { towns: [], villages: [] },
    lookupDirector: async () => null,
    uploadImage,
    imageSrc: (url) => `https://cdn.example/${url}`,
  };
  renderLean(<SchemaForm schema={cs} form={form} mode={mode} context={context} />);
  return form;
}

/** The file input of 残疾证明 (tab 1 also holds 儿童照片, an image list of its own). */
const fileInput = (): HTMLInputElement => {
  const item = screen.getByText('残疾证明').closest('.ant-formily-item') as HTMLElement;
  return item.querySelector('input[type=file]') as HTMLInputElement;
};
const pick = (file: File): void => {
  fireEvent.change(fileInput(), { target: { files: [file] } });
};

// The whole cs form mounts in each test: slow on a loaded 2-core machine, hence the longer limits.
describe('ImageList in the cs form', { timeout: 90_000 }, () => {
  it('uploads a png through context.uploadImage and shows it', async () => {
    const upload = vi.fn(async () => ({ image_url: 'storage/image/a/1.png' }));
    const form = renderImages('edit', upload);
    expect(fileInput().accept).toBe('.jpg,.jpeg,.png');
    pick(new File(['x'], 'proof.png', { type: 'image/png' }));
    await waitFor(
      () =>
        expect(form.values.child_disability_type_img).toEqual([
          { image_url: 'storage/image/a/1.png', image_name: 'proof.png', image_suffix: 'png' },
        ]),
      { timeout: 15_000 },
    );
    expect(await screen.findByAltText('proof.png', undefined, { timeout: 15_000 })).toHaveProperty(
      'src',
      'https://cdn.example/storage/image/a/1.png',
    );
  });

  it('says 上传失败，请重试 when the upload fails, and adds nothing', async () => {
    const form = renderImages(
      'edit',
      vi.fn(async () => {
        throw new Error('network');
      }),
    );
    pick(new File(['x'], 'proof.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('上传失败，请重试', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(form.values.child_disability_type_img ?? []).toEqual([]);
  });

  it('refuses a file that is not jpg or png', async () => {
    const upload = vi.fn(async () => ({ image_url: 'x' }));
    renderImages('edit', upload);
    pick(new File(['x'], 'proof.gif', { type: 'image/gif' }));
    expect(await screen.findByText('请上传jpg或png格式的图片', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('read mode shows thumbnails and no upload button', () => {
    renderImages('read', vi.fn(), [
      { image_url: 'a.jpg', image_name: '证明一' },
      { image_url: 'b.jpg', image_name: '证明二' },
    ]);
    expect(screen.getByAltText('证明一')).toHaveProperty('src', 'https://cdn.example/a.jpg');
    expect(screen.getByAltText('证明二')).toBeTruthy();
    expect(screen.queryByText('上传图片')).toBeNull();
    expect(screen.queryByText(/^删\s?除$/)).toBeNull();
  });

  it('removes an image in edit mode after the confirmation', async () => {
    const form = renderImages('edit', vi.fn(), [
      { image_url: 'a.jpg', image_name: '证明一' },
      { image_url: 'b.jpg', image_name: '证明二' },
    ]);
    fireEvent.click(screen.getAllByText(/^删\s?除$/)[0]);
    expect(form.values.child_disability_type_img).toHaveLength(2);
    const confirms = await screen.findAllByText(/^确\s?定$/, undefined, { timeout: 15_000 });
    fireEvent.click(confirms[confirms.length - 1]);
    await waitFor(
      () => expect(form.values.child_disability_type_img).toEqual([{ image_url: 'b.jpg', image_name: '证明二' }]),
      { timeout: 15_000 },
    );
  });
});
