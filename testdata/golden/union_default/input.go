// Package union_default covers a union whose discriminator may be left out:
// //stitch:union default=range makes a missing queryType mean range, as
// Grafana's query tools read it.
package union_default

// Query a Prometheus datasource.
//
//stitch:tool
type QueryPrometheus struct {
	Expr  string `json:"expr" stitch:"min=1"`
	Query Query  `json:"query"`
}

// Query is a range or an instant query.
//
//stitch:union default=range
type Query interface{ isQuery() }

// A range query, the default when queryType is left out.
type RangeQuery struct {
	QueryType string `json:"queryType" stitch:"oneof-variant=range"`
	// The start time, RFC 3339.
	Start string `json:"start,omitempty"`
	// The step in seconds.
	Step int `json:"step,omitempty" stitch:"min=1,default=60"`
}

// An instant query at one time.
type InstantQuery struct {
	QueryType string `json:"queryType" stitch:"oneof-variant=instant"`
	// The time, RFC 3339.
	At string `json:"at" stitch:"min=1"`
}

func (RangeQuery) isQuery()   {}
func (InstantQuery) isQuery() {}
