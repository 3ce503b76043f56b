<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

/**
 * Files for an operation-document folder (@factory/api's `uploadLimits.operationDocument`): PDF, Word, Excel, JPEG or
 * PNG, by what the bytes are, of at most 20 MB each; each refusal is keyed by the file's place (`files.0`).
 */
class DocumentUploadRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'files' => ['required', 'array'],
            'files.*' => ['file', 'mimes:pdf,doc,docx,xls,xlsx,jpg,jpeg,png', 'max:20480'],
        ];
    }

    public function messages(): array
    {
        return [
            'files.*.mimes' => 'The file must be a PDF, Word, Excel, JPEG or PNG file.',
            'files.*.max' => 'The file may not be greater than 20 MB.',
        ];
    }
}
