<?php

namespace App\Rules;

use Closure;
use Illuminate\Contracts\Validation\Rule;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Arr;

/**
 * Checks each uploaded file of a list with `problem` (the reason it is refused, or null) and answers the first refusal
 * under the list's own key, named by the file: "plan.doc: Only JPEG, … can be uploaded." (the upload dialogs list
 * these by file).
 */
class EveryFile implements Rule
{
    private string $message = '';

    public function __construct(private Closure $problem)
    {
    }

    public function passes($attribute, $value): bool
    {
        foreach (Arr::wrap($value) as $file) {
            if (! $file instanceof UploadedFile) {
                $this->message = trans('validation.uploaded', ['attribute' => $attribute]);

                return false;
            }
            $problem = $file->isValid() ? ($this->problem)($file) : trans('validation.uploaded', ['attribute' => 'file']);
            if ($problem !== null) {
                $this->message = "{$file->getClientOriginalName()}: {$problem}";

                return false;
            }
        }

        return true;
    }

    public function message(): string
    {
        return $this->message;
    }
}
