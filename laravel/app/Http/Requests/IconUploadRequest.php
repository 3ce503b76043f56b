<?php

namespace App\Http\Requests;

use App\Media\SvgSanitizer;
use App\Rules\EveryFile;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\UploadedFile;

/** SVG icons (@factory/api's `uploadLimits.icon`): at most 100 KB each, and an SVG image once cleaned. */
class IconUploadRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            'icons' => ['required', 'array', new EveryFile(function (UploadedFile $file) {
                if ($file->getSize() > 100 * 1024) {
                    return 'An icon may be at most 100 KB.';
                }

                return SvgSanitizer::clean($file->get()) === null ? 'An icon must be an SVG image.' : null;
            })],
        ];
    }
}
