/**
 * The image field (req children §3, §6.1; req gta §9.2): jpg/png only, 5 MB each, at most maxCount, upload
 * failures said aloud, removal after a confirmation, evidence items with an editable title and description,
 * 3 thumbnails then +N in read mode. Also the browser's own checks in src/api/file.ts before any request.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderLean } from './support/lean-render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSchemaForm, SchemaForm, type SchemaFormContext } from '../../src/components/schema-form';
import type { FormSchema } from '../../engine/types';
import { ImageRejected, IMAGE_MAX_BYTES } from '../../domain/images';

const schema: FormSchema = {
  id: 'investigate_test',
  title: '测试表',
  genre: 'cs',
  rules: [],
  tabs: [
    {
      key: 'notes',
      title: '补充说明',
      fields: [
        { name: 'images', label: '调查照片', kind: 'images', maxCount: 8, evidence: true, span: 3 },
        { name: 'proof_img', label: '证明材料', kind: 'images', maxCount: 2, span: 3 },
      ],
    },
  ],
};

type Item = { image_url: string; image_name?: string; image_description?: string };
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

function renderForm(
  mode: 'edit' | 'read',
  uploadImage?: SchemaFormContext['uploadImage'],
  values: { images?: Item[]; proof_img?: Item[] } = {},
) {
  const form = createSchemaForm(schema, { initialValues: values, mode });
  const context: SchemaFormContext = {
    departments: { towns: [], villages: [] },
    lookupDirector: async () => null,
    uploadImage,
    imageSrc: (url) => `https://signed.example/${url}`,
  };
  renderLean(<SchemaForm schema={schema} form={form} mode={mode} context={context} />);
  return form;
}

/** The file input of the field labelled `label`. */
const inputOf = (label: string): HTMLInputElement => {
  const item = screen.getByText(label).closest('.ant-formily-item') as HTMLElement;
  return item.querySelector('input[type=file]') as HTMLInputElement;
};
const pick = (label: string, ...files: File[]): void => {
  fireEvent.change(inputOf(label), { target: { files } });
};
const png = (name = 'photo.png') => new File([PNG_BYTES], name, { type: 'image/png' });

afterEach(() => vi.unstubAllGlobals());

describe('ImageList: what it refuses', { timeout: 60_000 }, () => {
  it('rejects a .gif with 请上传jpg或png格式的图片 and never uploads it', async () => {
    const upload = vi.fn(async () => ({ image_url: 'image/2026-01-01/1.png' }));
    const form = renderForm('edit', upload);
    expect(inputOf('证明材料').accept).toBe('.jpg,.jpeg,.png');
    pick('证明材料', new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('请上传jpg或png格式的图片')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    expect(form.values.proof_img ?? []).toEqual([]);
  });

  it('rejects a file over 5 MB with 文件过大，图片大小不能超过5MB', async () => {
    const upload = vi.fn(async () => ({ image_url: 'x.png' }));
    renderForm('edit', upload);
    pick('证明材料', new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('文件过大，图片大小不能超过5MB')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads up to maxCount, says 最多上传2张 for the rest, then hides the upload button', async () => {
    let n = 0;
    const upload = vi.fn(async () => ({ image_url: `image/2026-01-01/${++n}.png` }));
    const form = renderForm('edit', upload, { proof_img: [{ image_url: 'image/2026-01-01/0.png' }] });
    pick('证明材料', png('a.png'), png('b.png'));
    expect(await screen.findByText('最多上传2张')).toBeTruthy();
    await waitFor(() => expect((form.values.proof_img as Item[]).length).toBe(2));
    expect(upload).toHaveBeenCalledTimes(1);
    const proofItem = screen.getByText('证明材料').closest('.ant-formily-item') as HTMLElement;
    await waitFor(() => expect(within(proofItem).queryByText('上传图片')).toBeNull());
  });

  it('says 上传失败，请重试 when the upload fails, and adds nothing', async () => {
    const form = renderForm(
      'edit',
      vi.fn(async () => {
        throw new Error('network down');
      }),
    );
    pick('证明材料', png());
    expect(await screen.findByText('上传失败，请重试')).toBeTruthy();
    expect(form.values.proof_img ?? []).toEqual([]);
  });

  it("shows the server's refusal of the bytes instead of 上传失败", async () => {
    renderForm(
      'edit',
      vi.fn(async () => {
        throw new ImageRejected('请上传jpg或png格式的图片');
      }),
    );
    pick('证明材料', png('fake.png'));
    expect(await screen.findByText('请上传jpg或png格式的图片')).toBeTruthy();
    expect(screen.queryByText('上传失败，请重试')).toBeNull();
  });
});

describe('ImageList: evidence items', { timeout: 60_000 }, () => {
  it('a new evidence photo is titled 调查照片; its title and description are editable and shown in read mode', async () => {
    const form = renderForm(
      'edit',
      vi.fn(async () => ({ image_url: 'image/2026-01-01/9.jpg' })),
    );
    pick('调查照片', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'IMG_001.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(form.values.images).toEqual([
        { image_url: 'image/2026-01-01/9.jpg', image_name: '调查照片', image_suffix: 'jpg' },
      ]),
    );
    const title = screen.getByLabelText('图片标题') as HTMLInputElement;
    expect(title.value).toBe('调查照片');
    fireEvent.change(title, { target: { value: '入户走访' } });
    fireEvent.change(screen.getByLabelText('图片描述'), { target: { value: '2026年1月入户，居住条件较差' } });
    expect(form.values.images).toEqual([
      {
        image_url: 'image/2026-01-01/9.jpg',
        image_name: '入户走访',
        image_suffix: 'jpg',
        image_description: '2026年1月入户，居住条件较差',
      },
    ]);

    const saved = form.values.images as Item[];
    cleanup();
    renderForm('read', undefined, { images: saved });
    expect(screen.getByText('入户走访')).toBeTruthy();
    expect(screen.getByText('2026年1月入户，居住条件较差')).toBeTruthy();
  });

  it('shows the image through its signed URL and enlarges it on click', async () => {
    renderForm('read', undefined, { images: [{ image_url: 'image/2026-01-01/1.png', image_name: '门口' }] });
    const img = screen.getByAltText('门口') as HTMLImageElement;
    expect(img.src).toBe('https://signed.example/image/2026-01-01/1.png');
    fireEvent.click(img);
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
  });
});

describe('ImageList: removing and read mode', { timeout: 60_000 }, () => {
  it('removes an image only after the confirmation', async () => {
    const form = renderForm('edit', vi.fn(), {
      proof_img: [
        { image_url: 'a.jpg', image_name: '一' },
        { image_url: 'b.jpg', image_name: '二' },
      ],
    });
    fireEvent.click(screen.getAllByText(/^删\s?除$/)[0]);
    fireEvent.click(await screen.findByText(/^取\s?消$/));
    expect((form.values.proof_img as Item[]).length).toBe(2);
    fireEvent.click(screen.getAllByText(/^删\s?除$/)[0]);
    const confirms = await screen.findAllByText(/^确\s?定$/);
    fireEvent.click(confirms[confirms.length - 1]);
    await waitFor(() => expect(form.values.proof_img).toEqual([{ image_url: 'b.jpg', image_name: '二' }]));
  });

  it('read mode shows 3 thumbnails then +N, and all of them on click', async () => {
    const five = [1, 2, 3, 4, 5].map((i) => ({ image_url: `image/2026-01-01/${i}.png`, image_name: `图${i}` }));
    renderForm('read', undefined, { proof_img: five });
    expect(screen.getByAltText('图3')).toBeTruthy();
    expect(screen.queryByAltText('图4')).toBeNull();
    expect(screen.queryByText('上传图片')).toBeNull();
    expect(screen.queryByText(/^删\s?除$/)).toBeNull();
    fireEvent.click(screen.getByLabelText('另有2张'));
    expect(screen.getByAltText('图5')).toBeTruthy();
  });
});

describe('uploadImage (src/api/file.ts)', () => {
  /** Records what ky hands to fetch: Node's Request cannot carry jsdom's FormData, so the init is kept. */
  function stubNetwork(answers: Record<string, { status?: number; body: unknown }>) {
    const sent: { method: string; path: string; body: unknown }[] = [];
    class RecordingRequest extends globalThis.Request {
      readonly init?: RequestInit;
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.href).href : input, {
          ...init,
          body: undefined,
        });
        this.init = init;
      }
    }
    vi.stubGlobal('Request', RecordingRequest);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (req: RecordingRequest) => {
        const path = new URL(req.url).pathname;
        sent.push({ method: req.method, path, body: req.init?.body });
        const answer = answers[`${req.method} ${path}`] ?? {
          status: 404,
          body: { code: 'NOT_FOUND', message: 'no mock' },
        };
        return new Response(JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    return sent;
  }

  it('refuses text bytes named .png before any request, posts a real PNG as multipart', async () => {
    const sent = stubNetwork({
      'GET /api/file/config': { body: { storage: 'local' } },
      'POST /api/file/image': {
        body: {
          image_url: 'image/2026-01-01/1.png',
          image_suffix: 'png',
          url: '/files/image/2026-01-01/1.png?expires=1&signature=a',
        },
      },
    });
    const { uploadImage } = await import('../../src/api/file');
    await expect(uploadImage(new File(['just some text'], 'fake.png', { type: 'image/png' }))).rejects.toThrow(
      '请上传jpg或png格式的图片',
    );
    expect(sent).toEqual([]);

    const answer = await act(() => uploadImage(png('门口.png')));
    expect(answer.url).toContain('/files/image/2026-01-01/1.png');
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /api/file/config', 'POST /api/file/image']);
    const body = sent[1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('门口.png');
  });
});
