package own_names

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOwnNames(t *testing.T) {
	require.Len(t, All(), 1)
	got, err := Hello([]byte(`{"name":"Ada"}`))
	require.NoError(t, err)
	assert.Equal(t, "greet: hello Ada", got)
	_, err = Hello([]byte(`{"name":""}`))
	assert.EqualError(t, err, "name: expected a string of at least 1 character, got 0 characters")
}
