package union_multilabel

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseMove, []parsetest.Case{
		{
			Name: "good: local",
			In:   `{"target":{"kind":"local","path":"/a"}}`,
			Want: Move{Target: Local{Kind: "local", Path: "/a"}},
		},
		{
			Name: "good: disk is Local, label kept",
			In:   `{"target":{"path":"/a","kind":"disk"}}`,
			Want: Move{Target: Local{Kind: "disk", Path: "/a"}},
		},
		{
			Name: "good: folder is Local, label kept",
			In:   `{"target":{"kind":"folder","path":"/a"}}`,
			Want: Move{Target: Local{Kind: "folder", Path: "/a"}},
		},
		{
			Name: "good: s3 is Bucket, optional path absent",
			In:   `{"target":{"kind":"s3","bucket":"b"}}`,
			Want: Move{Target: Bucket{Kind: "s3", Bucket: "b"}},
		},
		{
			Name: "good: gcs is Bucket, label kept",
			In:   `{"target":{"kind":"gcs","bucket":"b","path":"p"}}`,
			Want: Move{Target: Bucket{Kind: "gcs", Bucket: "b", Path: "p"}},
		},
		{
			Name:   "a key of the other variant names all its labels",
			In:     `{"target":{"kind":"local","bucket":"b","path":"/a"}}`,
			Issues: []string{`target.bucket: unknown_key: "bucket" is allowed only when kind = s3 | gcs`},
		},
		{
			Name:   "unknown label lists every label",
			In:     `{"target":{"kind":"ftp"}}`,
			Issues: []string{`target.kind: invalid_label: unknown kind "ftp"; expected one of: local, disk, folder, s3, gcs`},
		},
		{
			Name:   "labels are not combined",
			In:     `{"target":{"kind":"local|disk","path":"/a"}}`,
			Issues: []string{`target.kind: invalid_label: unknown kind "local|disk"; expected one of: local, disk, folder, s3, gcs`},
		},
		{
			Name:   "labels are case-sensitive",
			In:     `{"target":{"kind":"LOCAL","path":"/a"}}`,
			Issues: []string{`target.kind: invalid_label: unknown kind "LOCAL" (did you mean "local"?); expected one of: local, disk, folder, s3, gcs`},
		},
		{
			Name:   "required key of the Bucket variant",
			In:     `{"target":{"kind":"s3","path":"p"}}`,
			Issues: []string{`target.bucket: required: missing required key "bucket" (required when kind = s3 | gcs)`},
		},
		{
			Name:   "required key of the Local variant",
			In:     `{"target":{"kind":"folder"}}`,
			Issues: []string{`target.path: required: missing required key "path" (required when kind = local | disk | folder)`},
		},
		{
			Name:   "two labels of one variant are still a duplicate key",
			In:     `{"target":{"kind":"local","path":"/a","kind":"disk"}}`,
			Issues: []string{`target.kind: duplicate_key: duplicate key "kind": send each key once`},
		},
	})
}
