# probe: f-string '=' over an expression written across lines keeps its newline and indentation verbatim
# inputs
a = 1
b = 2
# body
r_multi = f"""{a +
b=}"""
r_indented = f"""{(a,
    b)=}"""
r_one_line = f"{(a, b)=}"
