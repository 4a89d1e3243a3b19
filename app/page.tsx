import { Playground } from "@/components/Playground";

// The page is a thin shell: all state and rendering live in client components.
export default function HomePage() {
  return <Playground />;
}
