//go:build goexperiment.jsonv2

package bench

import jsonv2 "encoding/json/v2"

// encoding/json/v2 exists only under GOEXPERIMENT=jsonv2 (Go 1.25 and 1.26); CI builds
// without it, so this file, and the json_v2 contender, are left out there. Run the
// benchmarks with GOEXPERIMENT=jsonv2 to include it.
func init() {
	fastDecoders = append(fastDecoders, fastDecoder{"json_v2", func(data []byte, v any) error {
		return jsonv2.Unmarshal(data, v)
	}})
}
