# probe: ==/!= between numbers and other types is False/True; ordering them raises TypeError; None and strings included
# inputs
n = 1
x = 1.0
# body
r_eq = (n == '1', x == None, n == [1], x == (1.0,), True == 'True', n != '1', 0 == None, 0.0 == '', n == {1: 1})
r_ok_order = (True < 2, False <= 0.0, n < 1.5, x > False)
r_errors = []
for f in (lambda: n < '2', lambda: x > None, lambda: n <= [1], lambda: None >= 0, lambda: '1' < 2.0, lambda: (1,) < 2):
    try:
        f()
        r_errors.append('ok')
    except TypeError as e:
        r_errors.append(type(e).__name__)
r_in = (n in ['1', 1.0], x in (True,), 0 in [None, False], '1' in [1])
