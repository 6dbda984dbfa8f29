// Package agree holds one tool per supported go-playground/validator tag,
// each a struct with one field carrying only a validate: tag. Its test
// sends random values to the generated parser and to validator (after
// encoding/json, as a server on validator decodes them) and counts where
// they agree: everywhere, or the test fails.
//
// stitch_gen.go and schemas/ are generated: from validatortest/, run
// go generate ./agree.
package agree

//go:generate go run github.com/stitchgen/stitchgen/cmd/stitchgen

//stitch:tool name=c01
type C01 struct {
	V string `json:"v" validate:"required"`
}

//stitch:tool name=c02
type C02 struct {
	V string `json:"v" validate:"omitempty,min=3"`
}

//stitch:tool name=c03
type C03 struct {
	V string `json:"v" validate:"min=2,max=5"`
}

//stitch:tool name=c04
type C04 struct {
	V string `json:"v" validate:"len=3"`
}

//stitch:tool name=c05
type C05 struct {
	V string `json:"v" validate:"gt=2"`
}

//stitch:tool name=c06
type C06 struct {
	V string `json:"v" validate:"gte=2"`
}

//stitch:tool name=c07
type C07 struct {
	V string `json:"v" validate:"lt=3"`
}

//stitch:tool name=c08
type C08 struct {
	V string `json:"v" validate:"lte=3"`
}

//stitch:tool name=c09
type C09 struct {
	V string `json:"v" validate:"eq=ab"`
}

//stitch:tool name=c10
type C10 struct {
	V string `json:"v" validate:"oneof=a b 'c d'"`
}

//stitch:tool name=c11
type C11 struct {
	V string `json:"v" validate:"omitempty,oneof=x y"`
}

//stitch:tool name=c12
type C12 struct {
	V string `json:"v" validate:"uuid"`
}

//stitch:tool name=c13
type C13 struct {
	V string `json:"v" validate:"uuid4"`
}

//stitch:tool name=c14
type C14 struct {
	V string `json:"v" validate:"hostname"`
}

//stitch:tool name=c15
type C15 struct {
	V string `json:"v" validate:"hostname_rfc1123"`
}

//stitch:tool name=c16
type C16 struct {
	V string `json:"v" validate:"alpha"`
}

//stitch:tool name=c17
type C17 struct {
	V string `json:"v" validate:"alphanum"`
}

//stitch:tool name=c18
type C18 struct {
	V string `json:"v" validate:"numeric"`
}

//stitch:tool name=c19
type C19 struct {
	V string `json:"v" validate:"number"`
}

//stitch:tool name=c20
type C20 struct {
	V string `json:"v" validate:"hexadecimal"`
}

//stitch:tool name=c21
type C21 struct {
	V string `json:"v" validate:"e164"`
}

//stitch:tool name=c22
type C22 struct {
	V string `json:"v" validate:"ascii"`
}

//stitch:tool name=c23
type C23 struct {
	V string `json:"v" validate:"printascii"`
}

//stitch:tool name=c24
type C24 struct {
	V string `json:"v" validate:"boolean"`
}

//stitch:tool name=c25
type C25 struct {
	V string `json:"v" validate:"contains=ab"`
}

//stitch:tool name=c26
type C26 struct {
	V string `json:"v" validate:"startswith=ab"`
}

//stitch:tool name=c27
type C27 struct {
	V string `json:"v" validate:"endswith=ab"`
}

//stitch:tool name=c28
type C28 struct {
	V string `json:"v" validate:"omitempty,alpha,max=4"`
}

//stitch:tool name=c29
type C29 struct {
	V string `json:"v" validate:"required,alphanum,len=4"`
}

//stitch:tool name=c30
type C30 struct {
	V int `json:"v" validate:"min=-3,max=7"`
}

//stitch:tool name=c31
type C31 struct {
	V int `json:"v" validate:"gt=0"`
}

//stitch:tool name=c32
type C32 struct {
	V int `json:"v" validate:"lt=5"`
}

//stitch:tool name=c33
type C33 struct {
	V int `json:"v" validate:"required,min=0"`
}

//stitch:tool name=c34
type C34 struct {
	V int `json:"v" validate:"required,max=0"`
}

//stitch:tool name=c35
type C35 struct {
	V int `json:"v" validate:"omitempty,gte=5"`
}

//stitch:tool name=c36
type C36 struct {
	V int `json:"v" validate:"oneof=1 3 5"`
}

//stitch:tool name=c37
type C37 struct {
	V int `json:"v" validate:"len=4"`
}

//stitch:tool name=c38
type C38 struct {
	V int `json:"v" validate:"eq=2"`
}

//stitch:tool name=c39
type C39 struct {
	V int `json:"v" validate:"numeric"`
}

//stitch:tool name=c40
type C40 struct {
	V uint `json:"v" validate:"required"`
}

//stitch:tool name=c41
type C41 struct {
	V uint `json:"v" validate:"omitempty,max=9"`
}

//stitch:tool name=c42
type C42 struct {
	V int8 `json:"v" validate:"min=-100,max=100"`
}

//stitch:tool name=c43
type C43 struct {
	V int8 `json:"v" validate:"required,gte=0"`
}

//stitch:tool name=c44
type C44 struct {
	V float64 `json:"v" validate:"gt=0.5,lte=2.5"`
}

//stitch:tool name=c45
type C45 struct {
	V float64 `json:"v" validate:"required,min=0"`
}

//stitch:tool name=c46
type C46 struct {
	V float64 `json:"v" validate:"omitempty,gt=1"`
}

//stitch:tool name=c47
type C47 struct {
	V float64 `json:"v" validate:"lt=-1.5"`
}

//stitch:tool name=c48
type C48 struct {
	V *string `json:"v" validate:"required"`
}

//stitch:tool name=c49
type C49 struct {
	V *string `json:"v" validate:"omitempty,min=2"`
}

//stitch:tool name=c50
type C50 struct {
	V *string `json:"v" validate:"min=2"`
}

//stitch:tool name=c51
type C51 struct {
	V *int `json:"v" validate:"required,max=5"`
}

//stitch:tool name=c52
type C52 struct {
	V []string `json:"v" validate:"required"`
}

//stitch:tool name=c53
type C53 struct {
	V []string `json:"v" validate:"min=1,max=3"`
}

//stitch:tool name=c54
type C54 struct {
	V []string `json:"v" validate:"dive,alpha"`
}

//stitch:tool name=c55
type C55 struct {
	V []string `json:"v" validate:"omitempty,max=2,dive,len=2"`
}

//stitch:tool name=c56
type C56 struct {
	V []string `json:"v" validate:"dive,required"`
}

//stitch:tool name=c57
type C57 struct {
	V []string `json:"v" validate:"dive,omitempty,min=2"`
}

//stitch:tool name=c58
type C58 struct {
	V []int `json:"v" validate:"dive,min=1,max=9"`
}

//stitch:tool name=c59
type C59 struct {
	V [][]string `json:"v" validate:"dive,min=1,dive,max=2"`
}

//stitch:tool name=c60
type C60 struct {
	V map[string]string `json:"v" validate:"max=2,dive,keys,alpha,endkeys,min=1"`
}

//stitch:tool name=c61
type C61 struct {
	V map[string]string `json:"v" validate:"required"`
}

//stitch:tool name=c62
type C62 struct {
	V map[string]int `json:"v" validate:"dive,gt=0"`
}

//stitch:tool name=c63
type C63 struct {
	V []*string `json:"v" validate:"dive,omitempty,min=2"`
}

//stitch:tool name=c64
type C64 struct {
	V map[string]string `json:"v" validate:"dive,keys,required,endkeys,oneof=a b"`
}
