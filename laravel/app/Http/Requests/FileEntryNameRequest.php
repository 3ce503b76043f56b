<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A new folder of the file manager, or an entry's new name: unique among the entries of the same folder. */
class FileEntryNameRequest extends FormRequest
{
    public function rules(): array
    {
        $entry = $this->route('file');
        $parentId = $entry ? $entry->parent_id : $this->input('parent_id');
        $sibling = Rule::unique('file_entries', 'name')->ignore($entry);
        $sibling = $parentId === null ? $sibling->whereNull('parent_id') : $sibling->where('parent_id', $parentId);

        return [
            'parent_id' => $entry
                ? ['prohibited']
                : ['nullable', 'integer', Rule::exists('file_entries', 'id')->where('kind', 'folder')],
            'name' => ['required', 'string', 'max:255', $sibling],
        ];
    }
}
