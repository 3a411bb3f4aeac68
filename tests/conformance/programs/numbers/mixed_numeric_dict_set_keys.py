# probe: 1, 1.0 and True (and 0, -0.0, False) are one key: the first key kept, the last value; in literals, updates, fromkeys
# inputs
one = 1
onef = 1.0
# body
r_dict = {one: 'a', onef: 'b', True: 'c'}
r_dict_zero = {-0.0: 'a', 0: 'b', False: 'c'}
r_set = {onef, one, True}
r_set_rev = {True, onef, one}
d = {True: 1}
d |= {onef: 2}
r_dor = d
r_fromkeys = dict.fromkeys([one, onef, True, 2, 2.0])
r_pairs = dict([(1.0, 'x'), (1, 'y')])
d2 = {}
for k in (2.0, 2, True, 1, 0.0, False):
    d2[k] = d2.get(k, 0) + 1
r_counts = d2
d3 = {one: 'x'}
d3.update({True: 'y'})
d3.setdefault(1.0, 'z')
r_update = d3
r_lookup = ({2: 'two'}[2.0], {0.5: 'half'}.get(1 / 2), {0: 'zero'}.get(-0.0))
