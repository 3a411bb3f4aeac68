# probe: math.fsum is correctly rounded on inputs where partial sums cancel, with subnormals and huge magnitudes; sum() start with floats
# inputs
xs = [1e16, 1.0, 1e-16, -1e16]
# body
import math
r_fsum = math.fsum(xs)
r_sum = sum(xs)
r_cases = [math.fsum(c) for c in ([1.0, 1e100, 1.0, -1e100], [0.1, 0.2, 0.3], [1e-320, 1e-320], [2.0 ** 53, 1.0, 1.0], [1.7976931348623157e308, -1.7976931348623157e308, 1.0], [-0.0, -0.0], [0.1] * 3 + [-0.3])]
r_halfway = math.fsum([1.0, 2.0 ** -53, 2.0 ** -106])
r_sum_start = sum([0.1, 0.2], 0.5)
r_sum_ints_floats = sum([1, 0.1, 2, 0.2])
