<?php

namespace App\Http\Controllers;

use App\Http\Requests\IconUploadRequest;
use App\Http\Resources\IconResource;
use App\Media\SvgSanitizer;
use App\Models\Icon;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;

/** The icon manager: SVG icons, stored and served as their sanitised copy. */
class IconController extends Controller
{
    public function index()
    {
        return IconResource::collection(Icon::orderBy('id')->get());
    }

    public function store(IconUploadRequest $request)
    {
        $icons = collect($request->file('icons'))->map(function (UploadedFile $file) {
            $name = pathinfo($file->getClientOriginalName(), PATHINFO_FILENAME);
            $path = 'icons/'.Str::random(16).'-'.(Str::slug($name) ?: 'icon').'.svg';
            Storage::put($path, SvgSanitizer::clean($file->get()));

            return Icon::create(['name' => $name, 'url' => "/storage/{$path}", 'path' => $path]);
        });

        return IconResource::collection($icons)->response()->setStatusCode(201);
    }

    public function destroy(Icon $icon)
    {
        $icon->delete();

        return response()->noContent();
    }
}
