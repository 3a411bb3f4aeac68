# probe: format() and f-strings of bools: empty spec shows True, any other spec formats the int 1/0; %-formatting of bools
# inputs
t = True
# body
r_spec = format(t, '5')
r_many = f"{t:>5}|{t:<3}|{t:^5}|{t:05}|{t:x}|{t:.2f}|{t:e}|{t:%}|{t:b}|{t:+}"
r_empty = (format(t, ''), f"{t}", f"{False!r}", f"{t!s:>6}")
try:
    format(t, 's')
    r_s = 'ok'
except ValueError as e:
    r_s = type(e).__name__
r_pct = '%s %r %d %5s %-6r|' % (t, t, t, t, False)
r_str_format = '{:d} {:x} {:>4} {}'.format(t, t, t, t)
r_false = (format(False, '03'), format(False, '.1%'), f"{False:#x}")
