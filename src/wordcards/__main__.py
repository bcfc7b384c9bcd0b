from wordcards.cli import main

raise SystemExit(main())
