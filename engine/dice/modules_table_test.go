package dice

import (
	"reflect"
	"strings"
	"testing"
)

// Every bool field of Rules has exactly one module, whose Key is the field's
// JSON key and whose Field points at that field; flags and labels are unique.
func TestModulesTableMatchesRules(t *testing.T) {
	rt := reflect.TypeOf(Rules{})
	byKey := map[string]Module{}
	flags, labels := map[string]bool{}, map[string]bool{}
	for _, m := range Modules {
		if _, dup := byKey[m.Key]; dup || flags[m.Flag] || labels[m.Label] {
			t.Errorf("module %q: key, flag or label used twice", m.Key)
		}
		byKey[m.Key], flags[m.Flag], labels[m.Label] = m, true, true
	}
	bools := 0
	var order []string
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		if f.Type.Kind() != reflect.Bool {
			continue
		}
		bools++
		key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		order = append(order, key)
		m, ok := byKey[key]
		if !ok {
			t.Errorf("Rules.%s (json %q) has no module", f.Name, key)
			continue
		}
		var r Rules
		*m.Field(&r) = true
		if !reflect.ValueOf(r).Field(i).Bool() {
			t.Errorf("module %q sets another field than Rules.%s", key, f.Name)
		}
	}
	if bools != len(Modules) {
		t.Errorf("%d bool fields in Rules, %d modules", bools, len(Modules))
	}
	for i, m := range Modules {
		if i < len(order) && order[i] != m.Key {
			t.Errorf("module %d is %q, the field in that place is %q", i, m.Key, order[i])
		}
	}
}
