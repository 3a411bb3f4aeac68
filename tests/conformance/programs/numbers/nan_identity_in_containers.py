# probe: a NaN object equals itself inside containers (identity first): count, index, in, ==, dict keys, set size
# inputs
x = float('nan')
# body
r_self_eq = x == x
r_in = (x in [x], x in (1, x), float('nan') in [x])
r_count = ([x, x, 1.0].count(x), [x].count(float('nan')))
r_index = [1.0, x].index(x)
r_list_eq = ([x] == [x], (x, 1) == (x, 1), [float('nan')] == [float('nan')])
r_set_len = (len({x, x}), len({x, float('nan')}))
r_dict_len = len({x: 1, x: 2})
r_dict_get = {x: 'found'}.get(x, 'missing')
r_other_get = {x: 'found'}.get(float('nan'), 'missing')
r_fromkeys = len(dict.fromkeys([x, x, x]))
y = x
r_alias = (y is x, [y].count(x))
