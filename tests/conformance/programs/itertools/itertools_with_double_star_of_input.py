# probe: keyword options from an input dict passed with ** to itertools.product (repeat=), accumulate (initial=), zip_longest (fillvalue=) and math.prod (start=) take effect
# inputs
repeat_opts = {"repeat": 2}
initial_opts = {"initial": 100}
fill_opts = {"fillvalue": 0}
start_opts = {"start": 2}
# body
import itertools
import math
r_product = list(itertools.product([0, 1], **repeat_opts))
r_accumulate = list(itertools.accumulate([3, 1, 2], **initial_opts))
r_zip_longest = list(itertools.zip_longest([1], [2, 3], **fill_opts))
r_prod = math.prod([3, 1, 2], **start_opts)
