/**
 * Image fields (req child-forms §3 `*_img` proof lists and `images` photo evidence; §5 "Image upload accepts only
 * jpg and png", "Proof images ... at most 9 each"; §2 "Evidence item list": each item has an image title,
 * a short description and the image). Plain data: the ImageList component renders it.
 */
import type { Condition, FieldDef } from '../../engine/types';

/** req children §6.1, §11: proof images (disability, disease, poverty) at most 9 each. */
export const PROOF_IMAGES_MAX = 9;
/** Photo evidence of the supplementary-notes tab: at most 8 (issue 3). */
export const EVIDENCE_IMAGES_MAX = 8;

/** Options of an image field. */
export interface ImagesOptions {
  /** The most images (9 for proof lists, 8 for evidence photos). */
  maxCount: number;
  /** Evidence items: each image also carries a title (image_name, default 调查照片) and a description. */
  evidence?: boolean;
  visibleWhen?: Condition;
  required?: boolean;
}

/**
 * An `images` field named `name` (stored as a list of { image_url, image_name, image_suffix,
 * image_description }) over the whole grid row, at most `maxCount` images (more: `{label}最多上传{n}张`).
 */
export function imagesField(name: string, label: string, opts: ImagesOptions): FieldDef {
  return {
    name,
    label,
    kind: 'images',
    maxCount: opts.maxCount,
    span: 3,
    ...(opts.evidence ? { evidence: true } : {}),
    ...(opts.visibleWhen ? { visibleWhen: opts.visibleWhen } : {}),
    ...(opts.required ? { required: true } : {}),
  };
}
