<?php

namespace App\Exceptions;

use Illuminate\Foundation\Exceptions\Handler as ExceptionHandler;
use Illuminate\Validation\ValidationException;

/** Laravel's own rendering: every API caller asks for JSON, so errors answer `{message}` or `{message, errors}`. */
class Handler extends ExceptionHandler
{
    protected $dontFlash = ['current_password', 'password', 'password_confirmation'];

    /**
     * A 422's message as Laravel 9 and later word it (the first error, then "(and N more errors)") rather than
     * Laravel 8's fixed "The given data was invalid.": the login dialog and the partner form show this message.
     */
    protected function invalidJson($request, ValidationException $exception)
    {
        $messages = collect($exception->errors())->flatten();
        $more = $messages->count() - 1;
        $summary = $messages->first().($more > 0 ? " (and {$more} more error".($more > 1 ? 's' : '').')' : '');

        return response()->json(['message' => $summary, 'errors' => $exception->errors()], $exception->status);
    }
}
