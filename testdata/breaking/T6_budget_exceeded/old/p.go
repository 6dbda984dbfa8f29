package p

// The package's strict tools fill Anthropic's per-request budget of 20.

// T01 is tool 1.
//
//stitch:tool name=t01
type T01 struct {
	A string `json:"a"`
}

// T02 is tool 2.
//
//stitch:tool name=t02
type T02 struct {
	A string `json:"a"`
}

// T03 is tool 3.
//
//stitch:tool name=t03
type T03 struct {
	A string `json:"a"`
}

// T04 is tool 4.
//
//stitch:tool name=t04
type T04 struct {
	A string `json:"a"`
}

// T05 is tool 5.
//
//stitch:tool name=t05
type T05 struct {
	A string `json:"a"`
}

// T06 is tool 6.
//
//stitch:tool name=t06
type T06 struct {
	A string `json:"a"`
}

// T07 is tool 7.
//
//stitch:tool name=t07
type T07 struct {
	A string `json:"a"`
}

// T08 is tool 8.
//
//stitch:tool name=t08
type T08 struct {
	A string `json:"a"`
}

// T09 is tool 9.
//
//stitch:tool name=t09
type T09 struct {
	A string `json:"a"`
}

// T10 is tool 10.
//
//stitch:tool name=t10
type T10 struct {
	A string `json:"a"`
}

// T11 is tool 11.
//
//stitch:tool name=t11
type T11 struct {
	A string `json:"a"`
}

// T12 is tool 12.
//
//stitch:tool name=t12
type T12 struct {
	A string `json:"a"`
}

// T13 is tool 13.
//
//stitch:tool name=t13
type T13 struct {
	A string `json:"a"`
}

// T14 is tool 14.
//
//stitch:tool name=t14
type T14 struct {
	A string `json:"a"`
}

// T15 is tool 15.
//
//stitch:tool name=t15
type T15 struct {
	A string `json:"a"`
}

// T16 is tool 16.
//
//stitch:tool name=t16
type T16 struct {
	A string `json:"a"`
}

// T17 is tool 17.
//
//stitch:tool name=t17
type T17 struct {
	A string `json:"a"`
}

// T18 is tool 18.
//
//stitch:tool name=t18
type T18 struct {
	A string `json:"a"`
}

// T19 is tool 19.
//
//stitch:tool name=t19
type T19 struct {
	A string `json:"a"`
}

// T20 is tool 20.
//
//stitch:tool name=t20
type T20 struct {
	A string `json:"a"`
}
