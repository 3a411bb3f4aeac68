# probe: asserts on shapes over a sweep, counting passes before the first failure; assert with no message
# inputs
shapes = [(128, 64), (256, 256), (100, 64), (64, 64)]
tile = 32
# body
passed = []
failed_at = None
try:
    for i, (m, n) in enumerate(shapes):
        assert m % tile == 0 and n % tile == 0, (m, n)
        passed.append(m * n)
except AssertionError as e:
    failed_at = i
    r_args = e.args
r_passed = passed
r_failed_at = failed_at
try:
    assert len(shapes) > 10
    r_plain = "ok"
except AssertionError as e:
    r_plain = (type(e).__name__, e.args)
r_total = sum(passed)
