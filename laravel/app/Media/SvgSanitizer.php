<?php

namespace App\Media;

use DOMDocument;
use DOMElement;
use DOMXPath;

/**
 * Cleans an uploaded SVG icon as the mocks' sanitiser (DOMPurify's SVG profile plus a hook) does: no scripts, event
 * handlers, styles, embedded pictures, foreign HTML or links, and no reference outside the document (only `#id`
 * hrefs and `url(#id)` stay). Written here because no maintained PHP sanitiser ships with Debian and the app runs
 * without Composer; enshrined/svg-sanitize would be the choice with it.
 */
class SvgSanitizer
{
    private const FORBIDDEN_TAGS = ['script', 'style', 'image', 'foreignObject', 'a', 'iframe', 'embed', 'object', 'audio', 'video', 'canvas'];

    /** The cleaned SVG text, or null when the text is no SVG image. */
    public static function clean(string $text): ?string
    {
        $document = new DOMDocument();
        // No network, no entity expansion: an uploaded file must not make the server fetch or grow anything.
        $loaded = @$document->loadXML($text, LIBXML_NONET | LIBXML_NOERROR | LIBXML_NOWARNING);
        $root = $document->documentElement;
        if (! $loaded || ! $root || $root->localName !== 'svg' || $document->doctype !== null) {
            return null;
        }
        $xpath = new DOMXPath($document);
        foreach (iterator_to_array($xpath->query('//*')) as $element) {
            if (in_array($element->localName, self::FORBIDDEN_TAGS, true)) {
                $element->parentNode?->removeChild($element);
            }
        }
        foreach (iterator_to_array($xpath->query('//processing-instruction()')) as $instruction) {
            $instruction->parentNode->removeChild($instruction);
        }
        foreach (iterator_to_array($xpath->query('//*')) as $element) {
            self::cleanAttributes($element);
        }
        if (! $root->hasAttribute('xmlns')) {
            $root->setAttribute('xmlns', 'http://www.w3.org/2000/svg');
        }

        return $document->saveXML($root);
    }

    private static function cleanAttributes(DOMElement $element): void
    {
        foreach (iterator_to_array($element->attributes) as $attribute) {
            $name = strtolower($attribute->nodeName);
            $value = trim($attribute->value);
            $external = preg_match('/url\(\s*(?![\'"]?#)/i', $value) === 1;
            $link = in_array($attribute->localName, ['href'], true) && ! str_starts_with($value, '#');
            if (str_starts_with($name, 'on') || $name === 'style' || $external || $link) {
                $element->removeAttributeNode($attribute);
            }
        }
    }
}
