<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A new folder (its title, and the live folder it goes in, if any), or a folder's new title. */
class DocumentFolderRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'title' => ['required', 'string', 'max:255'],
            'parent_id' => $this->route('folder')
                ? ['prohibited']
                : ['nullable', 'integer', Rule::exists('document_folders', 'id')->whereNull('deleted_at')],
        ];
    }
}
