# probe: yaml.safe_load of strings: YAML 1.1 scalars, lists, maps, anchors and merges
# inputs
text = "a: 1\nb: [x, 2.5, true, null]\nc: yes\nd: '0x10'\ne: 0x10\n"
# body
import yaml
r_doc = yaml.safe_load(text)
r_merge = yaml.safe_load("base: &b {x: 1, y: 2}\nderived:\n  <<: *b\n  y: 3\n")["derived"]
r_empty = yaml.safe_load("")
r_scalar = yaml.safe_load("42")
r_dump = yaml.safe_dump({"k": [1, 2]}, default_flow_style=True).strip()
try:
    yaml.safe_load("a: [1, 2")
except yaml.YAMLError as e:
    r_bad = "YAMLError"
