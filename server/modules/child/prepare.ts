/**
 * The one pipeline every child write goes through, whether direct (POST/PUT /api/child) or carried by an
 * apply (POST /api/apply, and again at the final pass): the server runs the same engine as the browser.
 *
 * 1. the form schema of the category (`investigate_${character}`), else 400;
 * 2. masked values (containing *) are never written over the original (req children §7): on an update they
 *    keep the stored value, on a create they are rejected with 请确认{label};
 * 3. engine `normalize()`, then the child director lookup of req children §5 (residence village first, then
 *    household village) fills director_name / director_cellphone whatever the browser sent;
 * 4. engine `validate()` → 400 with the spec's messages and fieldErrors;
 * 5. towns and villages exist and match (请确认{label}); no active director → 400
 *    请确认现住或户籍村居是否有激活中的儿童主任;
 * 5b. every image_url is one this server issued (or already in the stored record being updated): else 400
 *    请重新上传图片 on the image field; the issued ones are marked attached in `db` (the write's transaction);
 * 6. one record per ID number (req children §4.4): 409 该儿童已存在系统, unless it is the same child or a
 *    child lacking this category that the writer may see (a merge, req children §4.4; issue 14: a merge only
 *    touches a child inside `mergeScope`, else the same 409, which does not reveal where the child is).
 */
import { FORM_SCHEMAS } from '../../../schemas';
import { OPTION_LISTS } from '../../../option-lists';
import { allFields, normalize, validate, villageId } from '../../../engine';
import type { FormSchema, FormValues } from '../../../engine/types';
import { DIRECTOR_NOT_FOUND_MESSAGE, DUPLICATE_CHILD_MESSAGE } from '../../../domain/constants';
import { isMasked } from '../../../domain/masking';
import type { Character } from '../../../domain/child-genre';
import type { ChildPayload } from '../../../domain/contracts/child';
import { childInScope, type ChildScope } from '../../../domain/scope';
import type { Db } from '../../db/client';
import { Conflict, Invalid } from '../../errors';
import { isVillageOfTown, type DepartmentService } from '../department';
import type { Director, UserService } from '../user';
import type { ImageRegistry } from '../file';
import { collectImageUrls } from '../../storage/image-urls';
import { childByIdnumber, type ChildRow } from './repository';

export type { ChildPayload };

/**
 * What preparing needs from other modules: town and village look-ups, the director lookup, the
 * issued-images check (the file module's ImageRegistry, issue 14), and the clock (the day dates of birth are
 * checked on).
 */
export type PrepareDeps = {
  departments: DepartmentService;
  users: UserService;
  images: ImageRegistry;
  now: () => Date;
};

export type PreparedChild = {
  character: Character;
  schema: FormSchema;
  values: FormValues;
  columns: {
    department_id: number | null;
    village_id: number | null;
    birth_department_id: number | null;
    birth_village_id: number | null;
  };
  director: Director;
  child_name: string;
  child_idnumber: string;
  /** An existing record of the same ID number that lacks this category: the create merges into it. */
  mergeInto?: ChildRow;
};

export function schemaFor(character: Character): FormSchema {
  const schema = (FORM_SCHEMAS as Record<string, FormSchema | undefined>)[`investigate_${character}`];
  if (!schema) throw new Invalid('暂不支持该类别的儿童表单', undefined, 'UNSUPPORTED_CHARACTER');
  return schema;
}

/** A department id (a positive integer within PostgreSQL's integer, as number or digits), else null: never a query beyond the column's range. */
const asId = villageId;

/**
 * @param db the executor (the caller's transaction when there is one)
 * @param existing the stored child on an update (masked values keep its originals; its own ID number is no duplicate)
 * @param mergeScope the children a create may merge into: the writer's scope (an apply's: its applicant's as
 *   recorded at submit); none by default, so a create of an existing ID number is a 409 unless given.
 * @throws Invalid (400) or Conflict (409) as above; changes nothing.
 */
export async function prepareChild(
  deps: PrepareDeps,
  db: Db,
  payload: ChildPayload,
  existing?: ChildRow,
  mergeScope: ChildScope = { kind: 'none' },
): Promise<PreparedChild> {
  const schema = schemaFor(payload.character);
  const fields = allFields(schema);
  const raw = { ...((payload.information?.[schema.id] ?? {}) as FormValues) };
  const original = (existing?.information?.[schema.id] ?? {}) as FormValues;
  const maskErrors = [];
  for (const { field } of fields) {
    if (!field.masked || !isMasked(raw[field.name])) continue;
    if (existing && original[field.name] !== undefined) raw[field.name] = original[field.name];
    else if (existing && field.name === 'child_idnumber') raw[field.name] = existing.child_idnumber;
    else if (existing && field.name === 'child_name') raw[field.name] = existing.child_name;
    else maskErrors.push({ field: field.name, message: `请确认${field.label}` });
  }
  if (maskErrors.length) throw new Invalid(maskErrors[0].message, maskErrors);

  const values = normalize(schema, raw);
  const directorField = fields.find((f) => f.field.kind === 'director' && f.field.lookup?.length)?.field;
  const directorNames = fields.filter((f) => f.field.kind === 'director').map((f) => f.field.name);
  let director: Director | null = null;
  for (const villageField of directorField?.lookup ?? []) {
    director = await deps.users.findDirector(asId(values[villageField]), db);
    if (director) break;
  }
  for (const name of directorNames) delete values[name];
  if (director) Object.assign(values, { director_name: director.nickname, director_cellphone: director.cellphone });
  const missingDirector = new Invalid(
    DIRECTOR_NOT_FOUND_MESSAGE,
    [{ field: directorField?.name ?? 'director_name', message: DIRECTOR_NOT_FOUND_MESSAGE }],
    'DIRECTOR_NOT_FOUND',
  );

  const errors = validate(schema, values, OPTION_LISTS, {
    today: deps.now(),
    registeredIdnumber: existing?.child_idnumber,
  });
  const otherErrors = errors.filter((e) => !directorNames.includes(e.field));
  if (otherErrors.length) throw new Invalid(otherErrors[0].message, otherErrors);

  const columns = {
    department_id: null,
    village_id: null,
    birth_department_id: null,
    birth_village_id: null,
  } as PreparedChild['columns'];
  for (const { field } of fields) if (field.column) columns[field.column] = asId(values[field.name]);
  const names = await deps.departments.byIds(
    Object.values(columns).filter((v): v is number => v !== null),
    db,
  );
  const placeErrors = [];
  for (const { field } of fields) {
    if (field.kind !== 'village' || !field.town) continue;
    const town = names.get(asId(values[field.town]) ?? 0);
    const village = names.get(asId(values[field.name]) ?? 0);
    if (!town || town.department_type !== '镇街委员会') {
      const townField = fields.find((f) => f.field.name === field.town)!.field;
      placeErrors.push({ field: townField.name, message: `请确认${townField.label}` });
    } else if (!isVillageOfTown(town, village))
      placeErrors.push({ field: field.name, message: `请确认${field.label}` });
  }
  if (placeErrors.length) throw new Invalid(placeErrors[0].message, placeErrors);
  if (!director) throw missingDirector;
  await checkImages(
    deps.images,
    db,
    fields.map((f) => f.field.name),
    values,
    existing,
  );

  const child_idnumber = String(values.child_idnumber ?? '').toUpperCase();
  const child_name = String(values.child_name ?? '');
  values.child_idnumber = child_idnumber;
  const same = await childByIdnumber(db, child_idnumber);
  let mergeInto: ChildRow | undefined;
  if (same && same.id !== existing?.id) {
    const flag = `character_${payload.character}` as const;
    if (existing || same[flag] || !childInScope(mergeScope, same))
      throw new Conflict(DUPLICATE_CHILD_MESSAGE, 'DUPLICATE_CHILD', [
        { field: 'child_idnumber', message: DUPLICATE_CHILD_MESSAGE },
      ]);
    mergeInto = same;
  }
  return { character: payload.character, schema, values, columns, director, child_name, child_idnumber, mergeInto };
}

const REUPLOAD_MESSAGE = '请重新上传图片';

/**
 * Step 5b (issue 14 "Stored values are bounded"): the image_urls of `values` not already in `existing` must
 * be issued by this server (`images.claim`, which also marks them attached in `db`).
 * @throws Invalid (400) IMAGE_NOT_ISSUED 请重新上传图片 with a fieldError on each field holding such an image.
 */
async function checkImages(
  images: ImageRegistry,
  db: Db,
  fieldNames: string[],
  values: FormValues,
  existing?: ChildRow,
): Promise<void> {
  const kept = new Set(existing ? collectImageUrls(existing.information) : []);
  const fresh = collectImageUrls(values).filter((url) => !kept.has(url));
  if (!fresh.length) return;
  const unissued = new Set(await images.claim(fresh, db));
  if (!unissued.size) return;
  const fieldErrors = fieldNames
    .filter((name) => collectImageUrls(values[name]).some((url) => unissued.has(url)))
    .map((field) => ({ field, message: REUPLOAD_MESSAGE }));
  throw new Invalid(REUPLOAD_MESSAGE, fieldErrors.length ? fieldErrors : undefined, 'IMAGE_NOT_ISSUED');
}
