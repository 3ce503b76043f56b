<?php

namespace App\Http\Controllers;

use App\Http\Requests\DocumentUploadRequest;
use App\Http\Resources\DocumentResource;
use App\Models\Document;
use App\Models\DocumentFolder;
use Illuminate\Http\UploadedFile;

/** The files of an operation-document folder, stored on the local disk. */
class DocumentController extends Controller
{
    public function store(DocumentUploadRequest $request, DocumentFolder $folder)
    {
        $documents = collect($request->file('files'))->map(function (UploadedFile $file) use ($folder) {
            $path = $file->store("documents/{$folder->id}");

            return $folder->files()->create([
                'name' => $file->getClientOriginalName(),
                'url' => "/storage/{$path}",
                'path' => $path,
                'mime_type' => $file->getMimeType(),
                'size' => $file->getSize(),
            ]);
        });

        return DocumentResource::collection($documents)->response()->setStatusCode(201);
    }

    /** Deletes the file for good (its folder must still be live). */
    public function destroy(int $document)
    {
        Document::whereHas('folder')->findOrFail($document)->delete();

        return response()->noContent();
    }
}
