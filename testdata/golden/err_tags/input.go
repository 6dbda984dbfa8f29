// Package err_tags holds one mistake per line in stitch tags.
package err_tags

// A tool with bad tags.
//
//stitch:tool
type Bad struct {
	A string  `json:"a" stitch:"mni=1"`                // want `unknown tag "mni"; did you mean "min"\?`
	B bool    `json:"b" stitch:"min=1"`                // want `min applies to numbers, strings, slices and maps; B is a bool`
	C int     `json:"c" stitch:"trim"`                 // want `trim rewrites strings; C is an integer`
	D string  `json:"d" stitch:"int"`                  // want `int applies to float fields`
	E int     `json:"e" stitch:"min=abc"`              // want `min=abc is not a number`
	F int     `json:"f,omitempty" stitch:"default=x"`  // want `default=x is not JSON`
	G int     `json:"g,omitempty" stitch:"default='\"s\"'"` // want `^default='"s"' is not a value the field accepts: expected an integer, got a string; write a value that passes the field's checks$`
	H bool    `json:"h" stitch:"enum=a|b"`             // want `enum applies to strings and integers; H is a bool`
	I string  `json:"i" stitch:"pattern='(['"`         // want `pattern does not compile as RE2`
	J string  `json:"j" stitch:"refine=Missing"`       // want `refine function Missing is not declared in this package`
	K string  `json:"k" stitch:"refine=WrongSig"`      // want `refine function WrongSig is func\(n int\) error; it must be func\(v string\) error`
	L string  `json:"l" stitch:"optional,required"`    // want `optional and required conflict; keep one`
	M string  `json:"m" stitch:"format=colour"`        // want `format "colour" is not portable .*-allow-formats=colour`
	N int     `json:"n" stitch:"default=1"`            // want `default is used when the key is absent, but N is required`
	O float64 `json:"o" stitch:"min"`                  // want `"min" needs a value`
	P string  `json:"p" stitch:"max=1,max=2"`          // want `"max" is given twice`
	Q string  `json:"a"`                               // want `JSON key "a" is already used by field A`
	R string  `json:"r" stitch:"why='a slug'"`         // want `^why explains pattern, and R has none; add pattern='\^\[a-z\]\+\$' beside it, or drop why$`
	S int     `json:"s" stitch:"why='a count'"`        // want `^why applies to strings \(it says why a string must match its pattern\); S is an integer$`
	T string  `json:"t" stitch:"pattern='^[a-z]',why=a slug, lower case"` // want `^why=a slug, lower case holds a comma, which ends a tag item unless the value is single-quoted: write why='a slug, lower case'$`
	U string  `json:"u" stitch:"pattern='^[a-z]',why"` // want `^"why" needs a value: why='a lower-case slug'$`
	V string  `json:"v" stitch:"pattern='(?m)^a$'"`      // want `^pattern \(\?m\)\^a\$ has no spelling RE2 and ECMA-262 \(the schemas' pattern\) read alike: \(\?m\) makes \^ match at each line's start, .*; drop \(\?m\) and match the line end itself, as in \(\?:\^\|\\n\)abc\(\?:\\n\|\$\)$`
}

// WrongSig has the wrong signature for a refine function.
func WrongSig(n int) error { return nil }
