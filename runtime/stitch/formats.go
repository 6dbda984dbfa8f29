package stitch

import "github.com/stitchgen/stitchgen/runtime/internal/check"

// PortableFormats are the names of the portable formats (design §6): date, time,
// date-time, duration, uri, uri-reference, uri-template, email, hostname, ipv4, ipv6,
// regex, uuid, json-pointer and relative-json-pointer. The generator reports any other
// format unless allow-listed.
var PortableFormats = check.PortableFormats
