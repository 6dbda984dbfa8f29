package bench

import (
	"github.com/bytedance/sonic"
	gojson "github.com/goccy/go-json"
)

// The fast decoders: plain decoders that check nothing, as encoding_json, but are what a
// performance-minded Go user reaches for. Each decodes into the same structs as
// encoding_json (the mirror structs where a union needs one). encoding/json/v2 joins them
// in json_v2_test.go when built with GOEXPERIMENT=jsonv2.

// A fastDecoder is an Unmarshal function under the name the benchmarks give it.
type fastDecoder struct {
	name      string
	unmarshal func(data []byte, v any) error
}

// fastDecoders lists the fast decoders in the order the benchmarks run them.
var fastDecoders = []fastDecoder{
	{"sonic_std", sonic.ConfigStd.Unmarshal},
	{"sonic_fastest", sonic.ConfigFastest.Unmarshal},
	{"goccy", gojson.Unmarshal},
}

// fastContenders returns a contender per fast decoder, decoding into T.
func fastContenders[T any](canon func(T) any) []contender {
	var cs []contender
	for _, fd := range fastDecoders {
		parse := func(data []byte) (T, error) {
			var v T
			err := fd.unmarshal(data, &v)
			return v, err
		}
		cs = append(cs, newContender(fd.name, parse, canon))
	}
	return cs
}
