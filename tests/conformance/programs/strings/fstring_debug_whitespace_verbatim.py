# probe: f-string '=' keeps the expression's source text exactly, runs of spaces included
# inputs
a = 1
b = 2
name = "q"
# body
r_spaced = f"{a  +  b=}"
r_tight = f"{a+b=}"
r_literal = f"{name + '  x'=}"
r_call = f"{max( a ,  b )=}"
r_around = f"{  a=}|{a  =  }"
