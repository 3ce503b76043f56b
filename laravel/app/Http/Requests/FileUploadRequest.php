<?php

namespace App\Http\Requests;

use App\Rules\EveryFile;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\UploadedFile;
use Illuminate\Validation\Rule;

/**
 * Files for the file manager (@factory/api's `uploadLimits.file`): raster images and PDF documents of at most 10 MB,
 * judged by their bytes, not by the type the browser named.
 */
class FileUploadRequest extends FormRequest
{
    private const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'];

    public function rules(): array
    {
        return [
            'parent_id' => ['nullable', 'integer', Rule::exists('file_entries', 'id')->where('kind', 'folder')],
            'files' => ['required', 'array', new EveryFile(function (UploadedFile $file) {
                if ($file->getSize() > 10 * 1024 * 1024) {
                    return 'A file may be at most 10 MB.';
                }

                return in_array($file->getMimeType(), self::TYPES, true)
                    ? null
                    : 'Only JPEG, PNG, WebP or GIF images and PDF documents can be uploaded.';
            })],
        ];
    }
}
