import {
  isKycRefusalCode,
  KYC_DOCUMENTS_PATH,
  type KycRefusalCode,
  type KycVerification,
} from '@playfront/contracts';

export type UploadResult =
  | { readonly ok: true; readonly verification: KycVerification }
  | {
      readonly ok: false;
      /** The API's refusal, or `network` when no answer came (or one that is not a refusal). */
      readonly code: KycRefusalCode | 'network';
      /** The document the refusal is about, when it names one. */
      readonly field?: string;
    };

interface RefusalBody {
  readonly code?: unknown;
  readonly fields?: readonly { readonly name?: unknown }[];
}

function refusalOf(body: unknown): UploadResult {
  const refusal = (typeof body === 'object' && body !== null ? body : {}) as RefusalBody;
  const code = typeof refusal.code === 'string' && isKycRefusalCode(refusal.code) ? refusal.code : 'network';
  const field = refusal.fields?.[0]?.name;
  return { ok: false, code, ...(typeof field === 'string' ? { field } : {}) };
}

/**
 * Sends the documents to the API from the browser (same origin, the session cookie), reporting
 * progress as a fraction: XMLHttpRequest, because fetch still cannot report upload progress.
 */
export function uploadDocuments(
  form: FormData,
  language: string,
  onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', KYC_DOCUMENTS_PATH);
    request.responseType = 'json';
    request.setRequestHeader('Accept-Language', language);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body: unknown = request.response;
      if (request.status === 201) resolve({ ok: true, verification: body as KycVerification });
      else resolve(refusalOf(body));
    });
    request.addEventListener('error', () => {
      resolve({ ok: false, code: 'network' });
    });
    request.send(form);
  });
}
