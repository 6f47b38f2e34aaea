#!/usr/bin/env python3
"""A family tree of N persons (argv[1], default 500) for `make bench`: the client and their
ancestors, each person's father and mother the next generation up (a full binary tree), as the
body of PUT /api/family-tree."""
import json
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 500
persons = []
for i in range(1, count + 1):
    generation = i.bit_length() - 1
    persons.append({
        "key": f"p{i}",
        "name": f"Pessoa {i}",
        "relationship": "self" if i == 1 else "other",
        "birthDate": str(1990 - 25 * generation),
        "birthPlace": "São Paulo" if generation < 3 else "Padova",
        "italianAncestor": generation == 8,
        "fatherKey": f"p{2 * i}" if 2 * i <= count else None,
        "motherKey": f"p{2 * i + 1}" if 2 * i + 1 <= count else None,
        "notes": "Certidão de nascimento localizada." if i % 7 == 0 else None,
    })
json.dump({"persons": persons}, sys.stdout, ensure_ascii=False)
