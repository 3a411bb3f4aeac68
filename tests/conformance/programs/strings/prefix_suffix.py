# probe: removeprefix and removesuffix
# inputs
s = "test_decode_gqa.py"
# body
r_prefix = s.removeprefix("test_")
r_suffix = s.removesuffix(".py")
r_no_prefix = s.removeprefix("xyz")
r_chain = s.removeprefix("test_").removesuffix(".py").split("_")
